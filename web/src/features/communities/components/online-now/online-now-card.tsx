// The overview's "Online now": members and guests seen on the community site in the last 5 minutes, asked again
// every 30 seconds while the tab is visible, so the numbers move without a reload.
import { ONLINE_WINDOW_MINUTES } from '@hearth/shared/constants/analytics';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useOnlineNow } from '@/features/communities/api/get-online-now.ts';
import { formatCount } from '@/features/communities/statistics/format.ts';

export function OnlineNowCard({ communityId }: { communityId: string }) {
  const headingId = useId();
  const online = useOnlineNow(communityId);
  const data = online.data;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="xs" h="100%">
        <Title order={2} fz="md" id={headingId}>
          Online now
        </Title>
        {data ? (
          <Group gap="xl" aria-live="polite">
            <Figure value={data.members} label="Members" />
            <Figure value={data.guests} label="Guests" />
          </Group>
        ) : online.isError ? (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text size="sm">The number of visitors online could not be loaded.</Text>
            <Button size="xs" variant="default" onClick={() => void online.refetch()} loading={online.isFetching}>
              Retry
            </Button>
          </Stack>
        ) : (
          <Skeleton role="status" aria-label="Loading who is online" height={36} width={160} />
        )}
        <Text size="sm" c="dimmed">
          On your community in the last {ONLINE_WINDOW_MINUTES} minutes
        </Text>
      </Stack>
    </Card>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Text fz={32} fw={800} lh={1.1}>
        {formatCount(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}
