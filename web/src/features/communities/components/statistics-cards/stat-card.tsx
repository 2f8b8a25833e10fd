// One statistics card: its title, the period's figure, the change from the previous period (▲/▼ %, coloured, with
// the same in words for a screen reader), a "Sample" mark while the numbers are a sample, and its chart.
import { Badge, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { Change } from '@/features/communities/statistics/format.ts';

// The shades with at least 4.5:1 contrast on a white card at 14 px (teal 8 is 3.9:1).
const changeColors: Record<Change['direction'], string> = {
  up: 'teal.9',
  down: 'red.9',
  same: 'dimmed',
  none: 'dimmed',
};

export interface StatCardProps {
  title: string;
  /** The big figure, already worded; undefined while loading. */
  figure?: string | undefined;
  change?: Change | undefined;
  sample?: boolean;
  children?: ReactNode;
}

export function StatCard({ title, figure, change, sample = false, children }: StatCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} fz="md" id={headingId}>
            {title}
          </Title>
          {sample && (
            <Badge color="yellow" variant="light" size="sm">
              Sample
            </Badge>
          )}
        </Group>
        {figure !== undefined && (
          <Group gap="sm" align="baseline" wrap="wrap">
            <Text fz={28} fw={800} lh={1.1}>
              {figure}
            </Text>
            {change && (
              <Text size="sm" fw={600} c={changeColors[change.direction]} data-testid="change">
                <span aria-hidden="true">{change.symbol}</span>
                <VisuallyHidden>{change.text}</VisuallyHidden>
              </Text>
            )}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** A card's place while the page's numbers load. */
export function StatCardSkeleton({ title }: { title: string }) {
  return (
    <StatCard title={title}>
      <Skeleton height={30} width={100} />
      <Skeleton height={150} />
    </StatCard>
  );
}
