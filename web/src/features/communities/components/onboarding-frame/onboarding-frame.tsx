// The frame of an onboarding page: a main landmark with the step's heading and lead text over its content. The
// builder's steps, inside the builder's own frame, take the same heading and spacing (StepFrame).
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
      <StepFrame title={title} lead={lead}>
        {children}
      </StepFrame>
    </Container>
  );
}

/** A step's title (the page's h1) and the lead text under it, over the step's content. */
export function StepFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, xs: 34 }}>
          {title}
        </Title>
        {lead && <Text c="dimmed">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
