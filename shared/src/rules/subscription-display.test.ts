// The /subscription status display, row by row (owner-dashboard §4 Subscription status display).
import { describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '../schemas/billing.ts';
import {
  formatBillingDate,
  planDisplayName,
  subscriptionDisplay,
  type SubscriptionActions,
} from './subscription-display.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (iso: string) => Date.parse(iso) / 1000;
const PAST = at('2026-02-01T00:00:00Z');
const FUTURE = at('2026-04-01T00:00:00Z');

type Sub = NonNullable<SubscriptionDetails['subscriptionDetails']>;

function details(sub: Partial<Sub> | null, more: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
    communitySubscriptionExists: sub !== null,
    hasStripeAccount: true,
    subscriptionDetails: sub && {
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
      renewAt: FUTURE,
      trialEnd: null,
      cancelAt: null,
      priceId: 'hearth_professional_month',
      ...sub,
    },
    trialEndsAt: null,
    planId: 'monthly-professional-plan',
    ...more,
  };
}

const none: SubscriptionActions = {
  changePlan: null,
  choosePlan: false,
  cancel: false,
  renew: null,
  manageBilling: false,
};
const show = (d: SubscriptionDetails) => subscriptionDisplay(d, NOW, 'UTC');

describe('subscriptionDisplay', () => {
  it.each([
    // row, details, state, label, message, actions
    [
      'active: renews on date',
      details({ status: 'active' }),
      'active',
      'Active',
      'Your plan renews on April 1, 2026.',
      { ...none, changePlan: 'switch', cancel: true, manageBilling: true },
    ],
    [
      'active with cancelAt ahead: cancelling, renew directly',
      details({ status: 'active', cancelAt: FUTURE }),
      'cancelling',
      'Cancelling',
      'Your plan is cancelled and ends on April 1, 2026. Renew it to keep your plan.',
      { ...none, changePlan: 'switch', renew: 'direct', manageBilling: true },
    ],
    [
      'active with cancelAt past: cancelling, renew through the plan chooser',
      details({ status: 'active', cancelAt: PAST }),
      'cancelling',
      'Cancelling',
      'Your plan is cancelled. Renew it to keep your plan.',
      { ...none, changePlan: 'switch', renew: 'checkout', manageBilling: true },
    ],
    [
      'past_due: payment error, change plan enabled',
      details({ status: 'past_due' }),
      'payment-error',
      'Payment error',
      expect.stringMatching(/^Your last payment did not go through\./),
      { ...none, changePlan: 'switch', manageBilling: true },
    ],
    [
      'incomplete: payment error, change plan enabled',
      details({ status: 'incomplete' }),
      'payment-error',
      'Payment error',
      expect.stringMatching(/Update your card in Manage billing, or change your plan/),
      { ...none, changePlan: 'switch', manageBilling: true },
    ],
    [
      'unpaid: payment error',
      details({ status: 'unpaid' }),
      'payment-error',
      'Payment error',
      expect.any(String),
      { ...none, changePlan: 'switch', manageBilling: true },
    ],
    [
      'trialing: free trial ending on date',
      details({ status: 'trialing', trialEnd: FUTURE }),
      'trialing',
      'Free trial',
      'Your free trial ends on April 1, 2026; your card is charged then.',
      { ...none, changePlan: 'switch', cancel: true, manageBilling: true },
    ],
    [
      'trialing with cancelAt: no further charge',
      details({ status: 'trialing', trialEnd: FUTURE, cancelAt: FUTURE }),
      'trial-cancelling',
      'Free trial',
      'Your free trial ends on April 1, 2026. Your plan is cancelled: there will be no further charge.',
      { ...none, changePlan: 'switch', renew: 'direct', manageBilling: true },
    ],
    [
      'canceled: renew through the plan chooser',
      details({ status: 'canceled', cancelAt: PAST }),
      'canceled',
      'Cancelled',
      'Your subscription is cancelled. Renew it to choose a plan again.',
      { ...none, renew: 'checkout', manageBilling: true },
    ],
    [
      'incomplete_expired: choose a plan',
      details({ status: 'incomplete_expired' }),
      'expired',
      'Expired',
      'The first payment for your plan was never completed. Choose a plan to subscribe.',
      { ...none, choosePlan: true, manageBilling: true },
    ],
    [
      'no subscription, trial ahead: trial ends on date, choose a plan',
      details(null, { trialEndsAt: FUTURE, hasStripeAccount: false, planId: null }),
      'trial',
      'Free trial',
      'Your free trial ends on April 1, 2026. Choose a plan to keep your community running after it.',
      { ...none, choosePlan: true },
    ],
    [
      'no subscription, trial past: ended, choose a plan',
      details(null, { trialEndsAt: PAST, hasStripeAccount: false, planId: null }),
      'trial-ended',
      'Trial ended',
      'Your free trial ended on February 1, 2026. Choose a plan to continue.',
      { ...none, choosePlan: true },
    ],
    [
      'no subscription and no trial: choose a plan',
      details(null, { hasStripeAccount: false, planId: null }),
      'no-plan',
      'No plan',
      'Your community has no subscription yet. Choose a plan to subscribe.',
      { ...none, choosePlan: true },
    ],
    [
      'lifetime: subscribed message, only change plan',
      details(null, { planId: 'lifetime-premium-plan', hasStripeAccount: false }),
      'lifetime',
      'Lifetime',
      'You are subscribed to the Premium, lifetime plan. There is nothing to renew or pay.',
      { ...none, changePlan: 'checkout' },
    ],
    [
      'lifetime with an old subscription record: still lifetime',
      details({ status: 'canceled' }, { planId: 'lifetime-professional-plan' }),
      'lifetime',
      'Lifetime',
      expect.stringMatching(/^You are subscribed to the/),
      { ...none, changePlan: 'checkout' },
    ],
  ])('%s', (_row, input, state, label, message, actions) => {
    const display = show(input);
    expect(display.state).toBe(state);
    expect(display.label).toBe(label);
    expect(display.message).toEqual(message);
    expect(display.actions).toEqual(actions);
  });

  it('offers no portal when the owner has no customer at the payment provider', () => {
    expect(show(details({ status: 'active' }, { hasStripeAccount: false })).actions.manageBilling).toBe(false);
  });

  it('lists the dates that matter for the status', () => {
    expect(show(details({ status: 'active' })).dates).toEqual([{ label: 'Renews on', at: FUTURE }]);
    expect(show(details({ status: 'active', cancelAt: FUTURE })).dates).toEqual([{ label: 'Ends on', at: FUTURE }]);
    expect(show(details({ status: 'trialing', trialEnd: FUTURE })).dates).toEqual([
      { label: 'Trial ends on', at: FUTURE },
    ]);
    expect(show(details(null, { trialEndsAt: PAST })).dates).toEqual([{ label: 'Trial ended on', at: PAST }]);
  });

  it('says the plan is active without a date when the renewal is unknown', () => {
    const display = show(details({ status: 'active', renewAt: null }));
    expect(display.message).toBe('Your plan is active.');
    expect(display.dates).toEqual([]);
  });
});

describe('planDisplayName', () => {
  it.each([
    ['hearth_professional_month', null, 'Professional, monthly'],
    ['hearth_premium_year', 'monthly-essential-plan', 'Premium, yearly'],
    [null, 'yearly-essential-plan', 'Essential, yearly'],
    [null, 'lifetime-premium-plan', 'Premium, lifetime'],
    [null, 'professional-plan', 'Professional'],
    ['not-a-price', 'gold-plan', null],
    [null, null, null],
  ])('%s / %s → %s', (priceId, planId, name) => {
    expect(planDisplayName(priceId, planId)).toBe(name);
  });
});

describe('formatBillingDate', () => {
  it('writes the day in words in the given time zone', () => {
    expect(formatBillingDate(at('2026-03-31T23:30:00Z'), 'UTC')).toBe('March 31, 2026');
    expect(formatBillingDate(at('2026-03-31T23:30:00Z'), 'Europe/Berlin')).toBe('April 1, 2026');
  });
});
