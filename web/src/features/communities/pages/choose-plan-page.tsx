// /onboarding/choose-your-plan: the plan cards from the shared catalogue, monthly or yearly (owner-dashboard §9).
// A card opens the payment provider's checkout for the builder's next community, with or without the free trial;
// an owner who has already paid is sent on to the builder instead of paying twice.
import { FREE_TRIAL_DAYS, type PlanPrice } from '@hearth/shared/constants/plans';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCheckout } from '@/features/billing/api/create-checkout-session.ts';
import { paymentStatusQueryOptions } from '@/features/billing/api/get-payment-status.ts';
import {
  BillingPeriodControl,
  PlanCards,
  type BillingInterval,
} from '@/features/billing/components/plan-cards/plan-cards.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { useOnboarding } from '../api/get-onboarding.ts';
import { OnboardingFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { builderPaths } from '../paths.ts';

export function ChoosePlanPage({ source }: { source?: 'app' | undefined }) {
  const onboarding = useOnboarding();
  const payment = useQuery(paymentStatusQueryOptions());
  const checkout = useCheckout();
  const [interval, setBillingInterval] = useState<BillingInterval>(onboarding.planChoice?.interval ?? 'month');
  const [freeTrial, setFreeTrial] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After a success the browser is leaving for the checkout page: the cards stay busy until it has.
  const leaving = checkout.isPending || checkout.isSuccess;

  const choose = (price: PlanPrice) => {
    if (leaving) return;
    setError(null);
    checkout.mutate(
      { communityId: null, priceId: price.stripeId, freeTrial, ...(source ? { source } : {}) },
      { onError: (failure) => setError(placeApiError(failure, []).message) },
    );
  };

  if (payment.data?.paid) {
    return (
      <OnboardingFrame title="Choose your plan">
        <Alert color="teal" variant="light" title="Your plan is ready">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {payment.data.freeTrial ? 'Your free trial has started.' : 'Your payment went through.'} Build your
              community next: it starts on the plan you chose.
            </Text>
            <Button component={Link} to={builderPaths.name}>
              Continue to the builder
            </Button>
          </Stack>
        </Alert>
      </OnboardingFrame>
    );
  }

  return (
    <OnboardingFrame
      title="Choose your plan"
      lead="Choosing a plan opens a secure checkout page. Your community is built on the plan you pay for."
      size={1120}
    >
      <Group justify="center" align="flex-end" gap="xl">
        <BillingPeriodControl value={interval} onChange={setBillingInterval} disabled={leaving} />
        <Checkbox
          label={`Start with a ${FREE_TRIAL_DAYS}-day free trial`}
          description="Nothing is charged until the trial ends; cancel any time before."
          checked={freeTrial}
          disabled={leaving}
          onChange={(event) => setFreeTrial(event.currentTarget.checked)}
        />
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <PlanCards
        interval={interval}
        chooseLabel={(plan) => `Choose ${plan.label}`}
        onChoose={choose}
        busyPriceId={leaving ? (checkout.variables?.priceId ?? null) : null}
        disabled={leaving}
        chosenPlanId={onboarding.planChoice?.interval === interval ? onboarding.planChoice.planId : null}
      />
    </OnboardingFrame>
  );
}
