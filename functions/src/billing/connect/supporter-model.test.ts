// The supporter item's ordering rule: only a newer state replaces the held one, whatever order events come in; the
// supporter periods follow each subscription's newest state; a period's start and the badge's turn are news; the
// subscriber list's counters move with the filter.
import { describe, expect, it } from 'vitest';
import { stampOf } from '../model.ts';
import type { SupporterSubscriptionObject } from './provider.ts';
import {
  applySupporterChange,
  countMoves,
  emptySupporter,
  type SupporterChange,
  supporterNews,
  type SupporterState,
} from './supporter-model.ts';

const START = 1_790_000_000;
const sub = (over: Partial<SupporterSubscriptionObject> = {}): SupporterSubscriptionObject => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  startedAt: START,
  currentPeriodEnd: START + 30 * 86_400,
  cancelAtPeriodEnd: false,
  endedAt: null,
  metadata: { communityId: 'c1', memberId: 'm1' },
  ...over,
});
const event = (created: number, id: string, s: SupporterSubscriptionObject): SupporterChange => ({
  kind: 'subscription',
  stamp: stampOf(created, id),
  created,
  subscription: s,
});

const applyAll = (changes: SupporterChange[]) =>
  changes.reduce<SupporterState>((state, change) => applySupporterChange(state, change) ?? state, emptySupporter('m1'));

describe('applySupporterChange', () => {
  const life = [
    event(START, 'evt_a', sub({ status: 'incomplete' })),
    event(START + 5, 'evt_b', sub()),
    event(START + 100, 'evt_c', sub({ cancelAtPeriodEnd: true })),
    event(START + 200, 'evt_d', sub({ cancelAtPeriodEnd: false })),
    event(START + 300, 'evt_e', sub({ status: 'canceled', endedAt: START + 250 })),
  ];

  it('ends in the newest state with its period closed at ended_at, in order, reversed and replayed', () => {
    const inOrder = applyAll(life);
    expect(inOrder).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: false,
      stamp: stampOf(START + 300, 'evt_e'),
    });
    expect(inOrder.periods).toEqual([{ subscriptionId: 'sub_1', from: START * 1000, to: (START + 250) * 1000 }]);
    expect(applyAll([...life].reverse())).toEqual(inOrder);
    expect(applyAll([...life, ...life.slice(1, 3)])).toEqual(inOrder);
  });

  it('opens no period for a subscription that never was live', () => {
    const state = applyAll([event(START, 'evt_a', sub({ status: 'incomplete_expired', endedAt: START + 10 }))]);
    expect(state.periods).toEqual([]);
  });

  it('shows a failed renewal at once and a paid invoice ends it, each only when newer', () => {
    const active = applyAll([event(START, 'evt_a', sub())]);
    const failed = applySupporterChange(active, {
      kind: 'invoice',
      stamp: stampOf(START + 10, 'evt_f'),
      created: START + 10,
      subscriptionId: 'sub_1',
      paid: false,
    });
    expect(failed?.status).toBe('past_due');
    const olderPaid: SupporterChange = {
      kind: 'invoice',
      stamp: stampOf(START + 5, 'evt_p'),
      created: START + 5,
      subscriptionId: 'sub_1',
      paid: true,
    };
    expect(applySupporterChange(failed!, olderPaid)).toBeNull();
    expect(applySupporterChange(failed!, { ...olderPaid, stamp: stampOf(START + 20, 'evt_p') })?.status).toBe('active');
  });

  it('applies a subscription update that arrives after a newer invoice: its fields hold, the invoice’s status stands', () => {
    const pastDue = event(START + 5, 'evt_b', sub({ status: 'past_due' }));
    const update = event(
      START + 10,
      'evt_c',
      sub({ status: 'past_due', cancelAtPeriodEnd: true, currentPeriodEnd: START + 99 }),
    );
    const paid: SupporterChange = {
      kind: 'invoice',
      stamp: stampOf(START + 20, 'evt_p'),
      created: START + 20,
      subscriptionId: 'sub_1',
      paid: true,
    };
    const inOrder = applyAll([pastDue, update, paid]);
    expect(inOrder).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: START + 99 });
    // The invoice first: the older update still brings its period end and cancel flag, not its older status.
    const invoiceFirst = applyAll([pastDue, paid, update]);
    expect(invoiceFirst).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: START + 99 });
    expect(invoiceFirst.periods).toEqual(inOrder.periods);
    // And an update older than the one applied still changes nothing.
    expect(applySupporterChange(invoiceFirst, event(START + 7, 'evt_x', sub({ cancelAtPeriodEnd: false })))).toBeNull();
  });

  it("never lets a former subscription's late news replace the one the member holds now", () => {
    const second = applyAll([
      event(START, 'evt_a', sub()),
      event(START + 100, 'evt_b', sub({ status: 'canceled', endedAt: START + 90 })),
      event(START + 200, 'evt_c', sub({ id: 'sub_2', startedAt: START + 200 })),
    ]);
    const late = applySupporterChange(
      second,
      event(START + 300, 'evt_d', sub({ status: 'canceled', endedAt: START + 95 })),
    );
    expect(late?.subscriptionId).toBe('sub_2');
    expect(late?.status).toBe('active');
    expect(late?.periods).toEqual([
      { subscriptionId: 'sub_2', from: (START + 200) * 1000, to: null },
      { subscriptionId: 'sub_1', from: START * 1000, to: (START + 95) * 1000 },
    ]);
  });
});

describe('supporterNews and countMoves', () => {
  it('names a period begun and the badge turned on, then off', () => {
    const none = emptySupporter('m1');
    const active = applyAll([event(START, 'evt_a', sub())]);
    expect(supporterNews(none, active)).toEqual({ started: true, badgeChanged: true });
    const pastDue = { ...active, status: 'past_due' as const };
    expect(supporterNews(active, pastDue)).toEqual({ started: false, badgeChanged: true });
    expect(supporterNews(active, { ...active, cancelAtPeriodEnd: true })).toEqual({
      started: false,
      badgeChanged: false,
    });
  });

  it('moves the counters only when the filter changes', () => {
    expect(countMoves(null, 'active')).toEqual({ count_active: 1 });
    expect(countMoves('active', 'past_due')).toEqual({});
    expect(countMoves('past_due', 'canceled')).toEqual({ count_active: -1, count_canceled: 1 });
    expect(countMoves('incomplete', 'unpaid')).toEqual({ count_unpaid: 1 });
  });
});
