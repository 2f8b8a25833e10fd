// The builder's frame: the progress bar with its four labelled stages over the current step. Steps after the
// first need a valid name, subdomain and setup choice in the draft; without them (a fresh tab, an old link)
// the owner starts at community setup.
import { BUILDER_PROGRESS } from '@hearth/shared/constants/design';
import { Box, Container, Group, Progress, Text, VisuallyHidden } from '@mantine/core';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { builderPaths } from '../paths.ts';
import { hasValidSetup } from './draft-rules.ts';
import { useBuilderDraft } from './draft.ts';
import classes from './builder-layout.module.css';

const stages = [
  { path: builderPaths.setup, label: 'Name & Domain', progress: 0 },
  { path: builderPaths.description, label: 'Description', progress: BUILDER_PROGRESS.description },
  { path: builderPaths.branding, label: 'Branding', progress: BUILDER_PROGRESS.branding },
  { path: builderPaths.design, label: 'Design', progress: BUILDER_PROGRESS.design },
] as const;

const PUBLISH_PROGRESS = 100;

export function BuilderLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [draft] = useBuilderDraft();
  const current = stages.findIndex((stage) => stage.path === pathname);
  const onPublish = pathname === builderPaths.publish;
  const progress = onPublish ? PUBLISH_PROGRESS : (stages[current]?.progress ?? 0);

  if (pathname !== builderPaths.setup && !hasValidSetup(draft)) return <Navigate to={builderPaths.setup} replace />;

  return (
    <Container component="main" size={880} px="md" py={{ base: 'lg', xs: 40 }}>
      <Box mb={{ base: 'lg', xs: 32 }}>
        {/* The section is the progressbar; its name and value text belong on it, not on the track. */}
        <Progress.Root size="sm" radius="xl" transitionDuration={200}>
          <Progress.Section value={progress} aria-label="Builder progress" aria-valuetext={`${progress}%`} />
        </Progress.Root>
        <Group component="ol" className={classes.stages} aria-label="Builder steps" gap={0} wrap="nowrap">
          {stages.map((stage, index) => {
            const done = onPublish || index < current;
            return (
              <Text
                component="li"
                key={stage.path}
                size="sm"
                className={classes.stage}
                data-state={index === current ? 'current' : done ? 'done' : 'todo'}
                aria-current={index === current ? 'step' : undefined}
              >
                {stage.label}
                {done && <VisuallyHidden> (done)</VisuallyHidden>}
              </Text>
            );
          })}
        </Group>
      </Box>
      <Outlet />
    </Container>
  );
}
