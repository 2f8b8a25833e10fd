// The actions §4 allows for the subscription's status: change plan (the plan chooser), cancel and renew (each
// confirmed first: "Are you sure you want to {action} your current plan?"), choose a plan, and the payment provider's
// customer portal in a new tab. Without a subscription, Redeem codes leads to the lifetime codes page.
import type { SubscriptionDisplay } from '@hearth/shared/rules/subscription-display';
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import { Alert, Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { dashboardPaths } from '@/features/communities/paths.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { useSubscriptionActions } from '../api/subscription.ts';
import { confirmQuestion } from './confirm-question.ts';
import { PlanChooserDialog, type ChooserPurpose } from './plan-chooser-dialog.tsx';
import { usePortalTab } from './use-portal-tab.ts';

interface SubscriptionActionsProps {
  communityId: string;
  details: SubscriptionDetails;
  display: SubscriptionDisplay;
}

export function SubscriptionActions({ communityId, details, display }: SubscriptionActionsProps) {
  const toast = useToast();
  const actions = useSubscriptionActions(communityId);
  const portal = usePortalTab(actions.portal);
  const [confirming, setConfirming] = useState<'cancel' | 'renew' | null>(null);
  const [chooser, setChooser] = useState<ChooserPurpose | null>(null);
  const { actions: offered } = display;

  const closeConfirm = () => {
    setConfirming(null);
    actions.cancel.reset();
    actions.renew.reset();
  };
  const confirmCancel = () =>
    actions.cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast('Your plan is cancelled: it stays active until the end of the paid period.');
      },
    });
  const confirmRenew = () => {
    if (offered.renew !== 'direct') {
      setConfirming(null);
      setChooser('renew');
      return;
    }
    actions.renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast('Your plan is renewed.');
      },
    });
  };
  const pendingAction = confirming === 'cancel' ? actions.cancel : actions.renew;

  return (
    <Stack gap="sm">
      <Group gap="sm">
        {offered.changePlan && (
          <Button onClick={() => setChooser(offered.changePlan === 'switch' ? 'switch' : 'change-checkout')}>
            Change plan
          </Button>
        )}
        {offered.choosePlan && <Button onClick={() => setChooser('choose')}>Choose a plan</Button>}
        {offered.choosePlan && (
          <Button component={Link} to={dashboardPaths.codes} variant="default">
            Redeem codes
          </Button>
        )}
        {offered.renew && <Button onClick={() => setConfirming('renew')}>Renew plan</Button>}
        {offered.manageBilling && (
          <Button variant="default" onClick={portal.open} loading={portal.pending}>
            Manage billing
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        )}
        {offered.cancel && (
          <Button variant="subtle" color="red" onClick={() => setConfirming('cancel')}>
            Cancel plan
          </Button>
        )}
      </Group>
      {portal.error && (
        <Alert color="red" variant="light" role="alert">
          {portal.error}
        </Alert>
      )}
      {portal.blockedUrl && (
        <Alert color="blue" variant="light" role="status">
          <Text size="sm">
            Your browser blocked the new tab.{' '}
            <Anchor href={portal.blockedUrl} target="_blank" rel="noopener noreferrer">
              Open the billing portal
            </Anchor>
          </Text>
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'cancel' ? 'Cancel plan' : 'Renew plan'}
        confirmLabel={confirming === 'cancel' ? 'Cancel plan' : 'Renew plan'}
        danger={confirming === 'cancel'}
        pending={pendingAction.isPending}
        error={pendingAction.isError ? placeApiError(pendingAction.error, []).message : null}
        onCancel={closeConfirm}
        onConfirm={confirming === 'cancel' ? confirmCancel : confirmRenew}
      >
        {confirmQuestion(confirming ?? 'renew')}
        {confirming === 'cancel' && ' Your plan stays active until the end of the period you paid for.'}
        {confirming === 'renew' &&
          offered.renew === 'checkout' &&
          ' You will choose a plan and pay for it on a secure checkout page.'}
      </ConfirmDialog>
      {chooser && (
        <PlanChooserDialog
          communityId={communityId}
          purpose={chooser}
          currentPriceId={details.subscriptionDetails?.priceId ?? null}
          changePlan={actions.changePlan}
          onClose={() => setChooser(null)}
          onChanged={(planName) => {
            setChooser(null);
            toast(`Your plan is now ${planName}.`);
          }}
        />
      )}
    </Stack>
  );
}
