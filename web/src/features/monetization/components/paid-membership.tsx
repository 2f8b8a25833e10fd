// Paid membership (owner-dashboard §4 Monetization): with an account that can receive payouts, Enable / Disable
// (refused with the plan's text when the plan lacks member subscriptions, which the page says up front, payouts
// set up or not);
// otherwise Stripe Connect payouts — straight to the hosted onboarding when the account exists (it has an e-mail),
// else the country picker first.
import * as messages from '@hearth/shared/messages';
import { planFeatureMessage } from '@hearth/shared/rules/plan-features';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { dashboardPaths } from '@/features/communities/paths.ts';
import { useMonetizationActions, usePayoutOnboarding } from '../api/monetization.ts';
import { CountryDialog } from './country-dialog.tsx';

interface PaidMembershipProps {
  communityId: string;
  settings: Monetization;
}

export function PaidMembership({ communityId, settings }: PaidMembershipProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paid-membership-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg" id="paid-membership-title">
            Paid membership
          </Title>
          <Badge color={settings.isSubscriptionEnabled ? 'teal' : 'gray'} variant="light">
            {settings.isSubscriptionEnabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {!settings.planAllows && <PlanNotice />}
        {settings.canRecievePayouts ? (
          <EnableControl communityId={communityId} settings={settings} />
        ) : (
          <ConnectPayouts communityId={communityId} hasAccount={settings.email !== null} />
        )}
      </Stack>
    </Card>
  );
}

/** The plan lacks member subscriptions: said up front, before payouts are set up as after. */
function PlanNotice() {
  return (
    <Alert color="yellow" variant="light" role="note">
      {planFeatureMessage('memberSubscriptions')}{' '}
      <Anchor component={Link} to={dashboardPaths.subscription} size="sm">
        Change your plan
      </Anchor>
    </Alert>
  );
}

function EnableControl({ communityId, settings }: PaidMembershipProps) {
  const { setEnabled } = useMonetizationActions(communityId);
  const enabled = settings.isSubscriptionEnabled;
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        {enabled
          ? 'Members can subscribe to your community from its Subscription page.'
          : 'Your payout account can receive payouts. Enable paid membership to let members subscribe.'}
      </Text>
      <Button
        color={enabled ? 'red' : undefined}
        variant={enabled ? 'light' : 'filled'}
        loading={setEnabled.isPending}
        disabled={!enabled && !settings.planAllows}
        onClick={() => setEnabled.mutate(!enabled)}
      >
        {enabled ? 'Disable paid membership' : 'Enable paid membership'}
      </Button>
      {setEnabled.isError && (
        <Text size="sm" c="red.8" role="alert">
          {setEnabled.error.message || messages.generic}
        </Text>
      )}
    </Stack>
  );
}

function ConnectPayouts({ communityId, hasAccount }: { communityId: string; hasAccount: boolean }) {
  const onboarding = usePayoutOnboarding(communityId);
  const [picking, setPicking] = useState(false);
  const leaving = onboarding.isPending || onboarding.isSuccess;
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        {hasAccount
          ? 'Your payout account is not ready to receive payouts yet. Finish its onboarding with Stripe to enable paid membership.'
          : 'To sell a supporter subscription, connect a payout account with Stripe. Members pay you directly; Hearth keeps its fee.'}
      </Text>
      <Button loading={leaving} onClick={() => (hasAccount ? onboarding.mutate(undefined) : setPicking(true))}>
        {hasAccount ? 'Continue payout setup' : 'Set up payouts'}
      </Button>
      {hasAccount && onboarding.isError && (
        <Text size="sm" c="red.8" role="alert">
          {onboarding.error.message || messages.generic}
        </Text>
      )}
      {picking && (
        <CountryDialog
          onClose={() => setPicking(false)}
          onChoose={(country) => onboarding.mutate(country)}
          pending={leaving}
          error={onboarding.isError ? onboarding.error.message || messages.generic : null}
        />
      )}
    </Stack>
  );
}
