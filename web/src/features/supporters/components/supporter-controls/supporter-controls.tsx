// The supporter controls on one's own profile (member-forum §6: only when the community sells a supporter
// subscription, on one's own profile): the subscription's status in a line and the way to /subscription.
import type { SupporterSubscription } from '@hearth/shared/schemas/supporter-subscription';
import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useNow } from '@/app/clock.ts';
import { supporterStatusView } from '@/features/supporters/supporter-display.ts';

export function SupporterControls({ subscription }: { subscription: SupporterSubscription | null }) {
  const now = useNow();
  const view = subscription && supporterStatusView(subscription, now);
  return (
    <Group gap="sm" mt="sm" justify="space-between" wrap="wrap" role="group" aria-label="Supporter subscription">
      <Text size="sm" c="dimmed">
        {view
          ? `Supporter subscription: ${view.status}${view.period ? ` · ${view.period}` : ''}`
          : 'You are not a supporter yet.'}
      </Text>
      <Button component={Link} to="/subscription" variant="light" size="xs">
        {view ? 'Manage subscription' : 'Become a supporter'}
      </Button>
    </Group>
  );
}
