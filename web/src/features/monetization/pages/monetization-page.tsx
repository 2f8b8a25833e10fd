// /monetization (owner-dashboard §2 Monetization, §4, §5, §6, §9): the owner's paid membership — cards for subscribers,
// price, balance and earnings; enabling it or connecting payouts; the price; the subscribers by filter; the perks.
// Only the owner; an editor is sent to the overview (the route does so too). Back from the payout onboarding
// (?callback=return|refresh) the page finishes what the onboarding started, with its progress shown.
import * as messages from '@hearth/shared/messages';
import { Alert, Button, CloseButton, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { dashboardPaths } from '@/features/communities/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { monetizationQueryOptions } from '../api/monetization.ts';
import { PaidMembership } from '../components/paid-membership.tsx';
import { PerksForm } from '../components/perks-form.tsx';
import { PriceForm } from '../components/price-form.tsx';
import { SubscribersList } from '../components/subscribers-list.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { type OnboardingCallback, useOnboardingReturn } from '../use-onboarding-return.ts';

interface MonetizationPageProps {
  /** Back from the payout onboarding: `return` (finished or left) or `refresh` (its link expired). */
  callback?: OnboardingCallback | undefined;
  /** The community the onboarding was for (the callback is acted on only for the community shown). */
  callbackCommunityId?: string | undefined;
  /** The callback is dealt with: the page drops it from its address. */
  onCallbackSettled: () => void;
}

export function MonetizationPage({ callback, callbackCommunityId, onCallbackSettled }: MonetizationPageProps) {
  useDocumentTitle('Monetization · Hearth');
  const { community } = useCurrentCommunity();
  const forThisCommunity = !callbackCommunityId || callbackCommunityId === community?.communityId;
  const foreignCallback = callback !== undefined && community !== null && !forThisCommunity;
  // A return for a community this owner does not own here is not acted on; its query is dropped.
  useEffect(() => {
    if (foreignCallback) onCallbackSettled();
  }, [foreignCallback, onCallbackSettled]);
  if (community && community.role !== 'owner') return <Navigate to={dashboardPaths.overview} replace />;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Monetization
      </Title>
      {community && (
        <MonetizationView
          key={community.communityId}
          communityId={community.communityId}
          callback={forThisCommunity ? callback : undefined}
          onCallbackSettled={onCallbackSettled}
        />
      )}
    </Stack>
  );
}

function MonetizationView({
  communityId,
  callback,
  onCallbackSettled,
}: { communityId: string } & Pick<MonetizationPageProps, 'callback' | 'onCallbackSettled'>) {
  const onboardingReturn = useOnboardingReturn(communityId, callback, onCallbackSettled);
  return (
    <Stack gap="lg">
      {onboardingReturn.running && (
        <Alert color="blue" variant="light">
          <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">
              {callback === 'refresh'
                ? 'Opening your payout onboarding again…'
                : 'Checking your payout account with Stripe…'}
            </Text>
          </Group>
        </Alert>
      )}
      {onboardingReturn.outcome && (
        <Alert
          color={{ success: 'teal', info: 'blue', error: 'red' }[onboardingReturn.outcome.tone]}
          variant="light"
          role={onboardingReturn.outcome.tone === 'error' ? 'alert' : 'status'}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{onboardingReturn.outcome.text}</Text>
            <CloseButton aria-label="Dismiss" onClick={onboardingReturn.dismiss} />
          </Group>
        </Alert>
      )}
      <SettingsBody communityId={communityId} />
    </Stack>
  );
}

function SettingsBody({ communityId }: { communityId: string }) {
  const query = useQuery(monetizationQueryOptions(communityId));
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading monetization">
        <Skeleton height={120} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    const text =
      isApiError(query.error) && query.error.status === 403 ? messages.monetizationOwnerOnly : messages.generic;
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{text}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  const settings = query.data;
  return (
    <Stack gap="lg">
      <SummaryCards communityId={communityId} settings={settings} />
      <PaidMembership communityId={communityId} settings={settings} />
      <PriceForm communityId={communityId} settings={settings} />
      <SubscribersList communityId={communityId} totals={settings.totals} />
      <PerksForm communityId={communityId} settings={settings} />
    </Stack>
  );
}
