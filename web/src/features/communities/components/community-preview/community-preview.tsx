// A small live preview of the builder draft's header (banner, icon, name, tagline) in its accent colour, as members
// will see it, under a "Preview" label; the builder's branding and design steps update it as the owner chooses.
import { accentTextColor } from '@/app/theme.ts';
import { Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { BuilderDraft } from '@/features/communities/builder/draft.ts';
import classes from './community-preview.module.css';

export interface CommunityPreviewProps {
  draft: BuilderDraft;
  /** The accent colour being chosen; the draft's by default. */
  color?: string;
  /** Shows a sample button in the accent colour (the design step). */
  withSample?: boolean;
}

export function CommunityPreview({
  draft,
  color = draft.communityThemeColor,
  withSample = false,
}: CommunityPreviewProps) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        Preview
      </Text>
      <HeaderPreview
        name={draft.communityName}
        tagline={draft.communityTagline}
        iconUrl={draft.icon?.url ?? null}
        bannerUrl={draft.banner?.url ?? null}
        color={color}
        withSample={withSample}
      />
    </Stack>
  );
}

interface HeaderPreviewProps {
  name: string;
  tagline: string;
  iconUrl: string | null;
  bannerUrl: string | null;
  color: string;
  withSample: boolean;
}

function HeaderPreview({ name, tagline, iconUrl, bannerUrl, color, withSample }: HeaderPreviewProps) {
  return (
    <Box
      component="figure"
      className={classes.root}
      style={{ '--preview-accent': color } as React.CSSProperties}
      aria-label="Preview of your community header"
    >
      <Box className={classes.banner}>
        {bannerUrl && <img className={classes.bannerImage} src={bannerUrl} alt="" />}
      </Box>
      <Box className={classes.identity}>
        <Avatar
          src={iconUrl}
          alt=""
          name={name}
          size={56}
          radius="md"
          variant="filled"
          className={classes.icon}
          styles={{ root: { '--avatar-bg': color, '--avatar-color': '#fff' } as React.CSSProperties }}
        />
        <Box miw={0}>
          <Text fw={700} fz="lg" lh={1.2} className={classes.name}>
            {name || 'Your community'}
          </Text>
          {tagline && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {tagline}
            </Text>
          )}
        </Box>
      </Box>
      {withSample && (
        <Group gap="xs" px="md" pb="md">
          <Button size="xs" color={color} tabIndex={-1} aria-hidden="true" component="span">
            Join community
          </Button>
          <Text size="xs" fw={600} c={accentTextColor(color)} component="span">
            # General
          </Text>
        </Group>
      )}
    </Box>
  );
}
