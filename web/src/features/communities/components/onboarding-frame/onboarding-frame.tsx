// The frame of an onboarding page: a main landmark with the step's heading and lead text. The builder's steps, in the
// builder's own frame, take the same heading (StepHeading).
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface OnboardingFrameProps {
  title: string;
  lead?: ReactNode;
  size?: number;
  children: ReactNode;
}

export function OnboardingFrame({ title, lead, size = 640, children }: OnboardingFrameProps) {
  useDocumentTitle(`${title} · Hearth`);
  return (
    <Container component="main" size={size} px="md" py={{ base: 32, xs: 64 }}>
      <Stack gap="lg">
        <StepHeading title={title} lead={lead} />
        {children}
      </Stack>
    </Container>
  );
}

/** A step's title (the page's h1) and the lead text under it. */
export function StepHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 26, xs: 34 }}>
        {title}
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}
