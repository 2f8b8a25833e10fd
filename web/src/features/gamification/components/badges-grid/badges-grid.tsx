// The profile's Badges tab (member-forum §2.7, §3 Badge): every badge of the starter set with its rarity, the locked
// ones with a dashed border and said so.
import '@mantine/core/styles/Card.layer.css';
import type { Badge as BadgeData } from '@hearth/shared/schemas/gamification';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { PageError } from '@/components/page-error/page-error.tsx';
import { useBadges } from '@/features/gamification/api/list-badges.ts';

const RARITY_COLOR: Record<BadgeData['rarity'], string> = {
  common: 'gray.8',
  rare: 'blue.9',
  epic: 'grape.9',
  legendary: 'red.9',
};

export function BadgesGrid({ slug }: { slug: string }) {
  const badges = useBadges(slug);
  if (badges.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} role="status" aria-busy="true" aria-label="Loading badges">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={76} />
        ))}
      </SimpleGrid>
    );
  }
  if (badges.isError) return <PageError onRetry={() => void badges.refetch()} retrying={badges.isFetching} />;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} p={0} m={0} style={{ listStyle: 'none' }}>
      {badges.data.items.map((badge) => (
        <Card
          key={badge.key}
          component="li"
          withBorder
          padding="sm"
          data-testid="badge"
          data-unlocked={badge.unlocked}
          style={badge.unlocked ? undefined : { borderStyle: 'dashed' }}
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700}>{badge.title}</Text>
              <Badge color={RARITY_COLOR[badge.rarity]} variant="filled" c="white">
                {badge.rarity}
              </Badge>
            </Group>
            <Text size="sm">{badge.description}</Text>
            <Text size="xs" fw={600} c={badge.unlocked ? 'teal.9' : 'dark.4'}>
              {badge.unlocked ? 'Unlocked' : 'Locked'}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
