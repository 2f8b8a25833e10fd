// The ordering rule of billing changes, row by row: a newer change replaces the state, an older or equal one never
// does; invoices move the status only of the subscription held; cards keep their own order.
import { describe, expect, it } from 'vitest';
import { apiStamp, applyChange, type BillingState, emptyBilling, pendingPaid, planChoiceOf, stampOf } from './model.ts';
import { subscriptionFrom } from './stripe-shapes.ts';
import { stripeSubscription } from './stripe-fixtures.ts';

const sub = (over: Record<string, unknown> = {}) => subscriptionFrom(stripeSubscription(over))!;
const held = (status: string, stamp: string): BillingState => ({
  ...emptyBilling(),
  subscription: {
    subscriptionId: 'sub_1',
    status: status as never,
    itemId: 'si_1',
    priceId: null,
    renewAt: null,
    trialEnd: null,
    cancelAt: null,
  },
  stamp,
});

describe('applyChange', () => {
  it.each([
    ['a newer event', stampOf(200, 'evt_a'), 'past_due'],
    ['the same second, a later id', stampOf(100, 'evt_b'), 'past_due'],
  ])('takes %s', (_, stamp, status) => {
    const next = applyChange(held('active', stampOf(100, 'evt_a')), {
      kind: 'subscription',
      stamp,
      subscription: sub({ status }),
    });
    expect(next?.subscription?.status).toBe(status);
    expect(next?.stamp).toBe(stamp);
  });

  it.each([
    ['an older event', stampOf(99, 'evt_z')],
    ['the same event again', stampOf(100, 'evt_a')],
    ['our own answer of the same second', apiStamp(100_999)],
  ])('ignores %s', (_, stamp) => {
    expect(
      applyChange(held('active', stampOf(100, 'evt_a')), {
        kind: 'subscription',
        stamp,
        subscription: sub({ status: 'canceled' }),
      }),
    ).toBeNull();
  });

  it('orders two of our own answers within a second by their milliseconds', () => {
    expect(apiStamp(100_200) > apiStamp(100_100)).toBe(true);
    expect(stampOf(101, 'api-x') > stampOf(100, 'evt_z')).toBe(true);
  });

  it.each([
    ['a failed payment of an active subscription', 'active', false, 'past_due'],
    ['a failed payment in a trial', 'trialing', false, 'past_due'],
    ['a paid invoice of a past-due subscription', 'past_due', true, 'active'],
    ['a paid invoice of an active subscription', 'active', true, null],
    ['a failed payment of a cancelled subscription', 'canceled', false, null],
  ])('moves the status on %s', (_, status, paid, expected) => {
    const next = applyChange(held(status, stampOf(100, 'evt_a')), {
      kind: 'invoice',
      stamp: stampOf(101, 'evt_b'),
      subscriptionId: 'sub_1',
      paid,
    });
    expect(next?.subscription?.status ?? null).toBe(expected);
  });

  it('applies a subscription update that arrives after a newer invoice: its fields hold, the invoice’s status stands', () => {
    const pastDue = held('past_due', stampOf(100, 'evt_a'));
    const update = {
      kind: 'subscription' as const,
      stamp: stampOf(110, 'evt_b'),
      subscription: sub({ status: 'past_due', cancel_at: 2_000_000_000 }),
    };
    const paid = { kind: 'invoice' as const, stamp: stampOf(120, 'evt_p'), subscriptionId: 'sub_1', paid: true };
    const inOrder = applyChange(applyChange(pastDue, update)!, paid)!;
    const invoiceFirst = applyChange(applyChange(pastDue, paid)!, update)!;
    expect(inOrder.subscription).toMatchObject({ status: 'active', cancelAt: 2_000_000_000 });
    expect(invoiceFirst.subscription).toEqual(inOrder.subscription);
    expect(invoiceFirst.stamp).toBe(inOrder.stamp);
    // An update older than the one applied still changes nothing.
    expect(applyChange(invoiceFirst, { ...update, stamp: stampOf(105, 'evt_x') })).toBeNull();
  });

  it('ignores an invoice of another subscription, and keeps the newest card', () => {
    expect(
      applyChange(held('active', stampOf(100, 'evt_a')), {
        kind: 'invoice',
        stamp: stampOf(101, 'evt_b'),
        subscriptionId: 'sub_2',
        paid: false,
      }),
    ).toBeNull();
    const first = applyChange(emptyBilling(), {
      kind: 'card',
      stamp: stampOf(5, 'evt_c'),
      card: { brand: 'visa', last4: '4242' },
    })!;
    expect(
      applyChange(first, { kind: 'card', stamp: stampOf(4, 'evt_d'), card: { brand: 'amex', last4: '0005' } }),
    ).toBeNull();
  });
});

describe('the plan a price sells, and a paid pending subscription', () => {
  it('maps catalogue prices to plan choices and nothing else', () => {
    expect(planChoiceOf('hearth_premium_year')).toEqual({ planId: 'premium-plan', interval: 'year' });
    expect(planChoiceOf('price_unknown')).toBeNull();
    expect(planChoiceOf(null)).toBeNull();
  });

  it('counts a trial or an active subscription, or a paid checkout before its events, as paid', () => {
    expect(pendingPaid(held('trialing', 'x'))).toBe(true);
    expect(pendingPaid(held('incomplete', 'x'))).toBe(false);
    expect(pendingPaid({ ...emptyBilling(), checkoutPaid: true })).toBe(true);
    expect(pendingPaid(null)).toBe(false);
  });
});
