// /subscription (owner-dashboard §2, §3 Subscription details, §4 Subscription status display, §6): the selected
// community's plan and subscription as the server holds them, with the actions its status allows. Only the owner
// manages it; editors and others see the §6 text (as does a 403 from the API). Back from checkout
// (?checkout=success) the page asks again until the server holds the new subscription, with its progress shown.
import * as messages from '@hearth/shared/messages';
import { subscriptionDisplay } from '@hearth/shared/rules/subscription-display';
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import { Alert, Button, Card, Group, Loader, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useNow } from '@/app/clock.ts';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { isApiError } from '@/lib/api-client.ts';
import { billingKeys } from '../api/keys.ts';
import { getSubscriptionDetails } from '../api/subscription.ts';
import { SubscriptionActions } from '../subscription/subscription-actions.tsx';
import { SubscriptionStatus } from '../subscription/subscription-status.tsx';
import { usePollUntil } from '../use-poll-until.ts';

interface SubscriptionPageProps {
  /** The browser is back from a successful checkout (?checkout=success). */
  checkoutReturned: boolean;
  /** The new subscription is in: the page drops the checkout mark from its address. */
  onCheckoutSettled: () => void;
}

export function SubscriptionPage({ checkoutReturned, onCheckoutSettled }: SubscriptionPageProps) {
  useDocumentTitle('Subscription · Hearth');
  const { community } = useCurrentCommunity();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Subscription
      </Title>
      {community && community.role !== 'owner' && <OwnerOnly />}
      {community?.role === 'owner' && (
        <SubscriptionView
          key={community.communityId}
          communityId={community.communityId}
          checkoutReturned={checkoutReturned}
          onCheckoutSettled={onCheckoutSettled}
        />
      )}
    </Stack>
  );
}

function OwnerOnly() {
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.ownerOnlySubscription}
    </Alert>
  );
}

/** The state a successful checkout leads to: a subscription that is running (paid or in its trial). */
const subscribed = (details: SubscriptionDetails) =>
  details.subscriptionDetails?.status === 'active' || details.subscriptionDetails?.status === 'trialing';

function SubscriptionView({
  communityId,
  checkoutReturned,
  onCheckoutSettled,
}: SubscriptionPageProps & { communityId: string }) {
  const toast = useToast();
  const now = useNow();
  const poll = usePollUntil({
    queryKey: billingKeys.subscription(communityId),
    queryFn: ({ signal }) => getSubscriptionDetails(communityId, signal),
    done: (details) => !checkoutReturned || subscribed(details),
    // Only the return from checkout waits for a new state; otherwise a failed read waits for Retry.
    polling: checkoutReturned,
  });
  const { query } = poll;
  const confirmed = checkoutReturned && poll.settled;

  useEffect(() => {
    if (!confirmed) return;
    toast('Your payment went through: your plan is active.');
    onCheckoutSettled();
  }, [confirmed, toast, onCheckoutSettled]);

  if (query.isPending) {
    return (
      <Card withBorder radius="md" padding="lg" role="status" aria-busy="true" aria-label="Loading the subscription">
        <Stack gap="sm">
          <Skeleton height={28} width="40%" />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </Stack>
      </Card>
    );
  }
  if (query.isError && !query.data) {
    if (isApiError(query.error) && query.error.status === 403) return <OwnerOnly />;
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.subscriptionFetchFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  const details = query.data!;
  const display = subscriptionDisplay(details, new Date(now));
  const waiting = checkoutReturned && !poll.settled;
  return (
    <Stack gap="md">
      {waiting && !poll.exhausted && (
        <Alert color="blue" variant="light" title="Confirming your payment">
          <Stack gap="xs" role="status" aria-live="polite">
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">
                Waiting for the payment provider to confirm your new plan. This page updates by itself.
              </Text>
            </Group>
            <Progress value={Math.max(5, poll.progress * 100)} aria-label="Confirming your payment" animated />
          </Stack>
        </Alert>
      )}
      {waiting && poll.exhausted && (
        <Alert color="orange" variant="light" title="Your payment is not confirmed yet" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              The payment provider has not confirmed your new plan yet. If you finished checkout, check again in a
              moment.
            </Text>
            <Button size="xs" variant="default" onClick={poll.checkAgain}>
              Check again
            </Button>
          </Stack>
        </Alert>
      )}
      <SubscriptionStatus details={details} display={display} />
      <SubscriptionActions communityId={communityId} details={details} display={display} />
    </Stack>
  );
}
