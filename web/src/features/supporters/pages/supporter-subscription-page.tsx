// /subscription (member-forum §2, §4): the community's supporter subscription for the signed-in member — what it is,
// its monthly price, the member's status (since when, for how long, renews or ends at the period's end), the owner's
// perks, and the one action `supporterAction` allows: Subscribe (the subscribe dialog, then Checkout on the
// community's payout account), Unsubscribe (confirmed; it ends at the period's end) or Resume. Refusals show the
// server's text. A community that does not sell it says so.
import * as messages from '@hearth/shared/messages';
import { SUPPORTER_CURRENCIES } from '@hearth/shared/constants/supporters';
import { formatCents, supporterAction } from '@hearth/shared/rules/supporters';
import type { MySupporterSubscription, SupporterSubscription } from '@hearth/shared/schemas/monetization';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useNow } from '@/app/clock.ts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { RichHtml } from '@/components/rich-html/rich-html.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { leavePageFor } from '@/features/billing/leave-page.ts';
import { SettingsLayout } from '@/features/members/components/settings-nav/settings-nav.tsx';
import { useMySupporterSubscription, useSupporterActions } from '../api/my-supporter-subscription.ts';
import { supporterStatusView } from '../supporter-display.ts';
import classes from './supporter-subscription-page.module.css';

export function SupporterSubscriptionPage({ communityName }: { communityName: string }) {
  const query = useMySupporterSubscription();
  return (
    <SettingsLayout title="Subscription">
      {query.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading subscription">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={80} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" role="alert" title={messages.generic}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{query.error.message || messages.generic}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Offer data={query.data} communityName={communityName} />
      )}
    </SettingsLayout>
  );
}

function Offer({ data, communityName }: { data: MySupporterSubscription; communityName: string }) {
  const { subscription } = data;
  const action = supporterAction(subscription);
  // A community that stopped selling it still lets a running subscription be ended or resumed.
  const offered = data.enabled || action !== 'subscribe';
  return (
    <Stack gap="lg">
      {!data.enabled && (
        <Alert color="gray" role="status" title="Not offered">
          {messages.supportersDisabled}
        </Alert>
      )}
      {offered && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', xs: 'xl' }}
          component="section"
          aria-labelledby="supporter-about"
        >
          <Stack gap="sm">
            <Title order={2} fz="lg" id="supporter-about">
              Support {communityName}
            </Title>
            <Text size="sm">
              A monthly supporter subscription helps {communityName} grow. Supporters wear the subscriber badge on their
              profile, posts and comments, earn 1.5× XP while subscribed, and get the perks below.
            </Text>
            <Text fw={700} fz="xl" className={classes.price}>
              {formatCents(data.price.amount)} {SUPPORTER_CURRENCIES[data.price.currency].label}
              <Text component="span" fw={400} fz="sm" c="dimmed">
                {' '}
                per month
              </Text>
            </Text>
            {subscription && <StatusBlock subscription={subscription} />}
            <SupporterActions action={action} price={data.price} />
          </Stack>
        </Paper>
      )}
      {data.enabled && (
        <section aria-labelledby="supporter-perks">
          <Title order={2} fz="lg" id="supporter-perks" mb="sm">
            Supporter perks
          </Title>
          {data.subscriptionPerks ? (
            <RichHtml html={data.subscriptionPerks} className={classes.perks} />
          ) : (
            <Text size="sm" c="dimmed">
              The community has not listed its perks yet.
            </Text>
          )}
        </section>
      )}
      <Text size="sm" c="dimmed">
        By subscribing you agree to the community’s{' '}
        <Anchor component={Link} to="/terms" inherit underline="always">
          Terms of Use
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to="/rules" inherit underline="always">
          Rules
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

function StatusBlock({ subscription }: { subscription: SupporterSubscription }) {
  const view = supporterStatusView(subscription, useNow());
  return (
    <Stack gap={2} aria-label="Your subscription" role="group">
      <Text size="sm">
        Status: <strong>{view.status}</strong>
      </Text>
      <Text size="sm">
        Subscriber since {view.since} ({view.duration})
      </Text>
      {view.period && <Text size="sm">{view.period}</Text>}
    </Stack>
  );
}

interface SupporterActionsProps {
  action: 'subscribe' | 'unsubscribe' | 'resume';
  price: MySupporterSubscription['price'];
}

function SupporterActions({ action, price }: SupporterActionsProps) {
  const toast = useToast();
  const { subscribe, unsubscribe, resume } = useSupporterActions();
  const [confirming, setConfirming] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const failure = action === 'resume' ? resume.error : null;

  const startCheckout = () => subscribe.mutate(undefined, { onSuccess: (checkout) => leavePageFor(checkout.url) });
  const closeSubscribe = () => {
    setSubscribing(false);
    subscribe.reset();
  };
  const closeConfirm = () => {
    setConfirming(false);
    unsubscribe.reset();
  };
  const confirmUnsubscribe = () =>
    unsubscribe.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast('Your subscription will end at the end of the period you paid for.');
      },
    });
  const resumeNow = () => resume.mutate(undefined, { onSuccess: () => toast('Your subscription continues.') });

  return (
    <Stack gap="sm" align="flex-start" mt="xs">
      <Group gap="sm">
        {action === 'subscribe' && <Button onClick={() => setSubscribing(true)}>Subscribe</Button>}
        {action === 'unsubscribe' && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            Unsubscribe
          </Button>
        )}
        {action === 'resume' && (
          <Button onClick={resumeNow} loading={resume.isPending}>
            Resume
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {failure.message || messages.generic}
        </Alert>
      )}
      {/* member-forum §6: Subscribe opens the subscribe dialog; its button stays busy once Checkout answers (the
          browser is leaving for it). */}
      <ConfirmDialog
        opened={subscribing}
        title="Subscribe"
        confirmLabel="Continue to checkout"
        pending={subscribe.isPending || subscribe.isSuccess}
        error={subscribe.isError ? subscribe.error.message || messages.generic : null}
        onCancel={closeSubscribe}
        onConfirm={startCheckout}
      >
        {formatCents(price.amount)} {SUPPORTER_CURRENCIES[price.currency].label} per month, paid on Stripe’s secure
        checkout. You can unsubscribe at any time and stay a supporter until the end of the period you paid for.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming}
        title="Unsubscribe"
        confirmLabel="Unsubscribe"
        danger
        pending={unsubscribe.isPending}
        error={unsubscribe.isError ? unsubscribe.error.message || messages.generic : null}
        onCancel={closeConfirm}
        onConfirm={confirmUnsubscribe}
      >
        Are you sure you want to unsubscribe? You stay a supporter until the end of the period you paid for, and you can
        resume before then.
      </ConfirmDialog>
    </Stack>
  );
}
