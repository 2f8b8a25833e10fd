// The row of buttons under a builder step: back on the left, the ways forward on the right (stacked on phones).
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

export function BuilderActions({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap-reverse">
      <Group gap="sm">{back}</Group>
      <Group gap="sm" justify="flex-end" style={{ flexGrow: 1 }}>
        {children}
      </Group>
    </Group>
  );
}
