// The profile's Quests tab (member-forum §2.7, §4 quest states; own profile only): a card per category with the hours
// left in its period, each quest with its steps, Claim when completed and unclaimed, a disabled Claim once claimed,
// and Start when it has a destination and no step is done.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import * as messages from '@hearth/shared/messages';
import { hoursRemaining } from '@hearth/shared/rules/quests';
import type { Quest, QuestCategory } from '@hearth/shared/schemas/gamification';
import { Alert, Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageError } from '@/components/page-error/page-error.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useClaimQuest, useQuests } from '@/features/gamification/api/quests.ts';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

export function QuestsTab() {
  const quests = useQuests();
  if (quests.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading quests">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={140} />
        ))}
      </Stack>
    );
  }
  if (quests.isError) return <PageError onRetry={() => void quests.refetch()} retrying={quests.isFetching} />;
  const categories = quests.data.categories.filter((c) => c.quests.length > 0);
  if (categories.length === 0) return <Text c="dimmed">{messages.noQuests}</Text>;
  return (
    <Stack gap="md">
      {categories.map((category) => (
        <CategoryCard key={category.label} category={category} />
      ))}
    </Stack>
  );
}

const timeLeft = (expiresAt: string | null) => {
  if (!expiresAt) return 'No time limit';
  const hours = hoursRemaining(expiresAt, new Date());
  return hours === 1 ? '1 hour left' : `${hours} hours left`;
};

function CategoryCard({ category }: { category: QuestCategory }) {
  const headingId = `quests-${category.label.toLowerCase()}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      padding="md"
      data-testid="quest-category"
      style={{ background: `linear-gradient(135deg, ${category.colours.from}, ${category.colours.to})` }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {category.title}
            </Title>
            <Text size="sm">{category.description}</Text>
          </div>
          <Group gap="xs">
            <Badge variant="white" c="dark.7">
              {timeLeft(category.expiresAt)}
            </Badge>
            <Badge variant="white" c="dark.7">
              {category.claimed}/{category.total} claimed
            </Badge>
          </Group>
        </Group>
        <PlainList gap="xs">
          {category.quests.map((quest) => (
            <QuestRow key={quest.id} quest={quest} />
          ))}
        </PlainList>
      </Stack>
    </Card>
  );
}

function QuestRow({ quest }: { quest: Quest }) {
  const claim = useClaimQuest();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const completed = quest.status === 'completed';
  const percent = Math.round((quest.stepsCompleted / quest.totalSteps) * 100);
  const onClaim = () => {
    setError(null);
    claim.mutate(quest, {
      onSuccess: ({ xp }) => toast(messages.questClaimedToast(xp)),
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Card component="li" padding="sm" radius="md" data-testid="quest" data-quest={quest.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{quest.title}</Text>
            <Text size="sm">{quest.description}</Text>
          </div>
          <Badge variant="filled" color="teal.9" c="white" style={{ flexShrink: 0 }}>
            +{quest.xp} XP
          </Badge>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percent}
            style={{ flex: 1 }}
            color={completed ? 'teal.8' : undefined}
            aria-label={`${quest.title}: ${quest.stepsCompleted} of ${quest.totalSteps} steps`}
          />
          <Text size="sm" fw={600} style={{ flexShrink: 0 }} data-testid="quest-steps">
            {quest.stepsCompleted}/{quest.totalSteps}
          </Text>
          {completed ? (
            <Button
              size="compact-sm"
              onClick={onClaim}
              disabled={quest.claimed}
              loading={claim.isPending}
              aria-label={quest.claimed ? `Claim ${quest.title} (claimed)` : `Claim ${quest.title}`}
            >
              Claim
            </Button>
          ) : (
            quest.destination !== null &&
            quest.stepsCompleted === 0 && (
              <Button
                size="compact-sm"
                variant="default"
                component={Link}
                to={quest.destination}
                aria-label={`Start ${quest.title}`}
              >
                Start
              </Button>
            )
          )}
        </Group>
        {error && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
