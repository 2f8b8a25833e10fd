// Hearth's logo: a flame mark and the name.
import { Group, Text, type GroupProps } from '@mantine/core';

export function HearthMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-accent-6, #c2410c)" />
      <path
        d="M16.4 6c.5 3.3-1.2 5-2.9 6.8-1.6 1.7-3.2 3.4-3.2 6.2A5.8 5.8 0 0 0 16 25a5.8 5.8 0 0 0 5.7-5.9c0-2.3-1-4-2-5.3-.3 1.4-1 2.4-2.1 2.9.6-3.8-.1-7.6-1.2-10.7Z"
        fill="#fff"
      />
      <path
        d="M16 25a2.6 2.6 0 0 1-2.6-2.7c0-1.6 1.3-2.5 2.2-3.8.9 1.3 3 2.2 3 3.8A2.6 2.6 0 0 1 16 25Z"
        fill="#fed7aa"
      />
    </svg>
  );
}

export function HearthWordmark({ size = 28, ...others }: { size?: number } & GroupProps) {
  return (
    <Group gap={8} wrap="nowrap" {...others}>
      <HearthMark size={size} />
      <Text component="span" fw={800} fz={size * 0.72} lh={1} c="dark.8" style={{ letterSpacing: '-0.02em' }}>
        Hearth
      </Text>
    </Group>
  );
}
