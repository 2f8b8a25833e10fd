// The plan chooser: monthly or yearly, the catalogue's cards, then what the choice leads to. Moving the running
// subscription shows what the change costs now (the provider's preview) before the owner confirms it; a new
// subscription (choose a plan, renew after the end, change from a lifetime plan) goes to the provider's checkout.
import type { Plan, PlanPrice } from '@hearth/shared/constants/plans';
import { formatBillingDate, planDisplayName } from '@hearth/shared/rules/subscription-display';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { placeApiError } from '@/lib/form-errors.ts';
import { useCheckout } from '../api/create-checkout-session.ts';
import { usePlanChangePreview } from '../api/subscription.ts';
import { BillingPeriodControl, PlanCards, type BillingInterval } from '../components/plan-cards/plan-cards.tsx';
import { confirmQuestion } from './confirm-question.ts';

/**
 * `switch`: move the running subscription (preview, confirm, change). `change-checkout`: a new subscription in place
 * of a lifetime plan (confirm, checkout). `renew` (already confirmed) and `choose`: straight to checkout.
 */
export type ChooserPurpose = 'switch' | 'change-checkout' | 'renew' | 'choose';

const titles: Record<ChooserPurpose, string> = {
  switch: 'Change plan',
  'change-checkout': 'Change plan',
  renew: 'Renew your plan',
  choose: 'Choose a plan',
};

/** "$299.00" from cents in the preview's currency. */
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

interface PlanChooserDialogProps {
  communityId: string;
  purpose: ChooserPurpose;
  currentPriceId: string | null;
  changePlan: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
  /** The plan changed; its name for the toast. */
  onChanged: (planName: string) => void;
}

interface Picked {
  plan: Plan;
  price: PlanPrice;
}

export function PlanChooserDialog(props: PlanChooserDialogProps) {
  const { communityId, purpose, currentPriceId, changePlan, onClose } = props;
  const narrow = useMediaQuery('(max-width: 39.9375em)');
  const [interval, setBillingInterval] = useState<BillingInterval>(
    currentPriceId?.endsWith('_year') ? 'year' : 'month',
  );
  const [picked, setPicked] = useState<Picked | null>(null);
  const checkout = useCheckout();
  const leaving = checkout.isPending || checkout.isSuccess;
  const startCheckout = (price: PlanPrice) =>
    checkout.mutate({ communityId, priceId: price.stripeId, freeTrial: false });

  const pick = (price: PlanPrice, plan: Plan) => {
    if (leaving) return;
    checkout.reset();
    if (purpose === 'renew' || purpose === 'choose') startCheckout(price);
    else setPicked({ plan, price });
  };
  const close = () => {
    if (changePlan.isPending || leaving) return;
    changePlan.reset();
    onClose();
  };

  return (
    <Modal opened onClose={close} title={titles[purpose]} size="xl" fullScreen={narrow ?? false} centered>
      {picked ? (
        <ConfirmStep
          {...props}
          picked={picked}
          checkoutError={checkout.isError ? placeApiError(checkout.error, []).message : null}
          leaving={leaving}
          onBack={() => {
            changePlan.reset();
            checkout.reset();
            setPicked(null);
          }}
          onCheckout={() => startCheckout(picked.price)}
        />
      ) : (
        <Stack gap="md">
          <BillingPeriodControl value={interval} onChange={setBillingInterval} disabled={leaving} />
          {checkout.isError && (
            <Alert color="red" variant="light" role="alert">
              {placeApiError(checkout.error, []).message}
            </Alert>
          )}
          <PlanCards
            interval={interval}
            compact
            headingOrder={3}
            chooseLabel={(plan) => (purpose === 'switch' ? `Switch to ${plan.label}` : `Choose ${plan.label}`)}
            onChoose={pick}
            currentPriceId={purpose === 'switch' ? currentPriceId : null}
            busyPriceId={leaving ? (checkout.variables?.priceId ?? null) : null}
            disabled={leaving}
          />
        </Stack>
      )}
    </Modal>
  );
}

interface ConfirmStepProps extends PlanChooserDialogProps {
  picked: Picked;
  checkoutError: string | null;
  leaving: boolean;
  onBack: () => void;
  onCheckout: () => void;
}

/** The chosen plan, its cost now (for a switch), the §4 question and the confirming button. */
function ConfirmStep({
  communityId,
  purpose,
  changePlan,
  picked,
  checkoutError,
  leaving,
  onBack,
  onCheckout,
  onChanged,
}: ConfirmStepProps) {
  const switching = purpose === 'switch';
  const preview = usePlanChangePreview(communityId, switching ? picked.price.stripeId : null);
  const name = planDisplayName(picked.price.stripeId, null) ?? picked.plan.label;
  const confirm = () => {
    if (!switching) return onCheckout();
    changePlan.mutate(picked.price.stripeId, { onSuccess: () => onChanged(name) });
  };
  const error = switching ? (changePlan.isError ? placeApiError(changePlan.error, []).message : null) : checkoutError;
  const per = picked.price.interval === 'year' ? 'year' : 'month';

  return (
    <Stack gap="md">
      <Text fw={600}>{name}</Text>
      {switching && preview.isPending && (
        <Stack gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Working out what the change costs…</Text>
        </Stack>
      )}
      {switching && preview.isError && (
        <Alert color="red" variant="light" role="alert">
          {placeApiError(preview.error, []).message}
        </Alert>
      )}
      {switching && preview.data && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text>
            {preview.data.chargedNow ? 'Due now' : 'Added to your next invoice'}:{' '}
            <strong>{money(preview.data.amountDue, preview.data.currency)}</strong>
          </Text>
          <Text size="sm" c="dimmed">
            Then {money(preview.data.nextAmount, preview.data.currency)} per {per}
            {preview.data.nextRenewAt !== null && `, from ${formatBillingDate(preview.data.nextRenewAt)}`}. The unused
            part of your current plan is credited.
          </Text>
        </Stack>
      )}
      {!switching && <Text size="sm">You will pay for it on a secure checkout page.</Text>}
      <Text>{confirmQuestion('change')}</Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={changePlan.isPending || leaving}>
          Back to the plans
        </Button>
        <Button onClick={confirm} loading={changePlan.isPending || leaving} disabled={switching && !preview.data}>
          {switching ? 'Confirm change' : 'Go to checkout'}
        </Button>
      </Group>
    </Stack>
  );
}
