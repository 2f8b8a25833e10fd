import { describe, expect, it } from 'vitest';
import {
  connectEventFrom,
  supporterInvoiceFrom,
  supporterSubscriptionFrom,
} from '@hearth/functions/billing/connect/shapes';
import { earningsOfPayments, repeatsWithin, seededRandom, shuffled, supporterEvents } from './supporter-events.ts';

const supporter = {
  accountId: 'acct_bench',
  communityId: 'cm-demo',
  memberId: 'mb-1',
  key: 'r1x7',
  start: Date.UTC(2026, 0, 31, 12) / 1000,
  amount: 999,
  currency: 'usd',
};

describe('seeded shuffle', () => {
  it('gives the same order for the same seed and keeps every item once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = shuffled(items, seededRandom(7));
    expect(shuffled(items, seededRandom(7))).toEqual(a);
    expect(a).not.toEqual(items);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled(items, seededRandom(8))).not.toEqual(a);
  });

  it('draws numbers in [0, 1)', () => {
    const random = seededRandom(1);
    const draws = Array.from({ length: 1000 }, random);
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(990);
  });
});

describe('a supporter subscription and its first renewal as Connect events', () => {
  const events = supporterEvents(supporter);

  it('sends created, the first invoice paid, the renewal paid and the update, each on the account', () => {
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(4);
    expect(events.every((e) => e.account === 'acct_bench')).toBe(true);
    const created = events.map((e) => e.created);
    expect([...created].sort((a, b) => a - b)).toEqual(created);
  });

  it('reads as one subscription whose period moves a calendar month on renewal', () => {
    const [first, , , renewed] = events.map((e) => supporterSubscriptionFrom(connectEventFrom(e)!.object)!);
    expect(first).toMatchObject({
      id: 'sub_bench_r1x7',
      status: 'active',
      startedAt: supporter.start,
      currentPeriodEnd: Date.UTC(2026, 2, 3, 12) / 1000,
      metadata: { communityId: 'cm-demo', memberId: 'mb-1' },
    });
    expect(renewed).toMatchObject({ id: first!.id, startedAt: supporter.start });
    expect(renewed!.currentPeriodEnd).toBe(Date.UTC(2026, 3, 3, 12) / 1000);
  });

  it('bills two invoices of the amount with Hearth’s 8% fee, naming the member', () => {
    const invoices = [events[1]!, events[2]!].map((e) => supporterInvoiceFrom(connectEventFrom(e)!.object));
    expect(invoices.map((i) => i.id)).toEqual(['in_bench_r1x7_1', 'in_bench_r1x7_2']);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        subscriptionId: 'sub_bench_r1x7',
        amountPaid: 999,
        currency: 'usd',
        applicationFee: 80,
        metadata: { communityId: 'cm-demo', memberId: 'mb-1' },
      });
    }
  });
});

describe('earnings of payments', () => {
  it('sums gross, the fee per payment in integer cents and the net', () => {
    expect(earningsOfPayments([499, 999, 1250])).toEqual({ gross: 2748, fee: 40 + 80 + 100, net: 2528, payments: 3 });
    expect(earningsOfPayments([])).toEqual({ gross: 0, fee: 0, net: 0, payments: 0 });
  });
});

describe('repeats within a window', () => {
  it('counts an item seen again fewer than `window` places after its last place', () => {
    expect(repeatsWithin(['a', 'b', 'a', 'c', 'd', 'b'], 3)).toBe(1);
    expect(repeatsWithin(['a', 'b', 'a', 'c', 'd', 'b'], 4)).toBe(1);
    expect(repeatsWithin(['a', 'b', 'a', 'c', 'd', 'b'], 5)).toBe(2);
    expect(repeatsWithin(['a', 'a', 'a'], 2)).toBe(2);
    expect(repeatsWithin(['a', 'b', 'c'], 10)).toBe(0);
  });
});
