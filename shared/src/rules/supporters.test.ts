import { describe, expect, it } from 'vitest';
import { SUPPORTER_CURRENCIES } from '../constants/supporters.ts';
import { supporterPriceBodySchema } from '../schemas/monetization.ts';
import {
  formatCents,
  netOfFee,
  platformFee,
  showsSubscriberBadge,
  showsSupporterControls,
  subscriberFilterOf,
  supporterAction,
  supporterAt,
  supporterPriceProblem,
} from './supporters.ts';

describe('the supporter price bounds', () => {
  it('accepts each currency’s minimum and maximum and refuses a cent beyond either, in the spec’s words', () => {
    for (const [code, { min, max, label }] of Object.entries(SUPPORTER_CURRENCIES)) {
      const currency = code as keyof typeof SUPPORTER_CURRENCIES;
      expect(supporterPriceProblem(min, currency)).toBeNull();
      expect(supporterPriceProblem(max, currency)).toBeNull();
      expect(supporterPriceProblem(min - 1, currency)).toBe(`Minimum ${formatCents(min)} ${label}`);
      expect(supporterPriceProblem(max + 1, currency)).toBe(`Maximum ${formatCents(max)} ${label}`);
    }
  });

  it('puts the bound’s message under the amount and refuses an unknown currency', () => {
    const low = supporterPriceBodySchema.safeParse({ amount: 99, currency: 'usd' });
    expect(low.success).toBe(false);
    expect(low.error?.issues[0]).toMatchObject({ path: ['amount'], message: 'Minimum 1.00 USD' });
    const unknown = supporterPriceBodySchema.safeParse({ amount: 499, currency: 'xyz' });
    expect(unknown.error?.issues[0]?.message).toBe('Choose one of the listed currencies.');
    expect(supporterPriceBodySchema.safeParse({ amount: 4.5, currency: 'usd' }).success).toBe(false);
    expect(supporterPriceBodySchema.parse({ amount: 499, currency: 'usd' })).toEqual({ amount: 499, currency: 'usd' });
  });

  it('shows cents as two decimals', () => {
    expect(formatCents(499)).toBe('4.99');
    expect(formatCents(100)).toBe('1.00');
    expect(formatCents(50_000)).toBe('500.00');
    expect(formatCents(7)).toBe('0.07');
  });
});

describe('Hearth’s fee', () => {
  it('is 8% in integer cents, half a cent rounded up, and the owner’s part is the rest', () => {
    expect(platformFee(499)).toBe(40); // 39.92
    expect(platformFee(1000)).toBe(80);
    expect(platformFee(6)).toBe(0); // 0.48
    expect(platformFee(7)).toBe(1); // 0.56
    expect(platformFee(1_250)).toBe(100);
    for (const amount of [0, 1, 99, 499, 1_999, 50_000, 123_457]) {
      expect(Number.isInteger(platformFee(amount))).toBe(true);
      expect(platformFee(amount) + netOfFee(amount)).toBe(amount);
    }
  });

  it('sums exactly over many payments (no floating point drifts)', () => {
    let fees = 0;
    for (let i = 0; i < 1_000; i++) fees += platformFee(499);
    expect(fees).toBe(40_000);
  });
});

describe('the subscriber badge and the supporter controls', () => {
  it('shows the badge for an active subscription of anyone but the owner', () => {
    expect(showsSubscriberBadge('active', 0)).toBe(true);
    expect(showsSubscriberBadge('active', 90)).toBe(true);
    expect(showsSubscriberBadge('active', 100)).toBe(false);
    for (const status of ['past_due', 'canceled', 'unpaid', 'incomplete', null, undefined] as const) {
      expect(showsSubscriberBadge(status, 0)).toBe(false);
    }
  });

  it('offers the supporter controls only on one’s own profile in a community that sells subscriptions', () => {
    expect(showsSupporterControls(true, true)).toBe(true);
    expect(showsSupporterControls(true, false)).toBe(false);
    expect(showsSupporterControls(false, true)).toBe(false);
  });

  it('offers Unsubscribe, Resume or Subscribe by the subscription', () => {
    expect(supporterAction({ status: 'active', cancelAtPeriodEnd: false })).toBe('unsubscribe');
    expect(supporterAction({ status: 'active', cancelAtPeriodEnd: true })).toBe('resume');
    expect(supporterAction({ status: 'past_due', cancelAtPeriodEnd: false })).toBe('unsubscribe');
    expect(supporterAction({ status: 'canceled', cancelAtPeriodEnd: false })).toBe('subscribe');
    expect(supporterAction(null)).toBe('subscribe');
  });

  it('lists active and past-due under Active, canceled under Cancelled, unpaid under Payment Errors', () => {
    expect(subscriberFilterOf('active')).toBe('active');
    expect(subscriberFilterOf('past_due')).toBe('active');
    expect(subscriberFilterOf('canceled')).toBe('canceled');
    expect(subscriberFilterOf('unpaid')).toBe('unpaid');
    expect(subscriberFilterOf('incomplete')).toBeNull();
  });
});

describe('the supporter multiplier’s instants', () => {
  const periods = [
    { subscriptionId: 'sub_1', from: 1_000, to: 5_000 },
    { subscriptionId: 'sub_2', from: 9_000, to: null },
  ];

  it('holds from the start instant, included, to the end instant, excluded', () => {
    expect(supporterAt(periods, 999)).toBe(false);
    expect(supporterAt(periods, 1_000)).toBe(true);
    expect(supporterAt(periods, 4_999)).toBe(true);
    expect(supporterAt(periods, 5_000)).toBe(false);
    expect(supporterAt(periods, 8_999)).toBe(false);
  });

  it('holds for good while a period runs, and never without one', () => {
    expect(supporterAt(periods, 9_000)).toBe(true);
    expect(supporterAt(periods, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(supporterAt(undefined, 5)).toBe(false);
    expect(supporterAt([], 5)).toBe(false);
  });
});
