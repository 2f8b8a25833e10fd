// A page-sized message with a way out: private or missing subforums and posts, the approval wait, load failures.
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LockIcon } from '../icons/icons.tsx';

interface StatusPageProps {
  title: string;
  children?: ReactNode;
  /** Defaults to Return Home. */
  action?: ReactNode;
  locked?: boolean;
  /** The page's own heading level (1 when the message is the page). */
  headingOrder?: 1 | 2;
}

export function StatusPage({ title, children, action, locked = false, headingOrder = 1 }: StatusPageProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py={{ base: 40, xs: 64 }} px="md" maw={520} mx="auto">
      {locked && (
        <Text c="dimmed" aria-hidden="true">
          <LockIcon size={36} />
        </Text>
      )}
      <Title order={headingOrder} fz={{ base: 22, xs: 26 }}>
        {title}
      </Title>
      {children}
      {action ?? (
        <Button component={Link} to="/" mt="sm">
          Return Home
        </Button>
      )}
    </Stack>
  );
}
