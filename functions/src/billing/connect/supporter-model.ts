// A member's supporter subscription as the SUPPORTER item holds it, and the one rule every change goes through: a
// subscription state is replaced only by a newer one (the stamp: the event's creation time, then its id; our own API
// answers `<seconds>#api-<ms>`). An invoice moves only the status: an older subscription update that arrives after it
// still brings its other fields (period end, cancel flag), while the invoice's status stands. Its supporter periods (what the XP engine reads) follow the newest state of each
// subscription, so any delivery order of the same events ends in the same periods.
import { SUPPORTER_PERIODS_KEPT } from '@hearth/shared/constants/supporters';
import { type SupporterPeriod, type SupporterStatus, subscriberFilterOf } from '@hearth/shared/rules/supporters';
import type { SupporterSubscriptionObject } from './provider.ts';

export interface SupporterState {
  memberId: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: SupporterStatus | null;
  /** Unix seconds. */
  startedAt: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The newest change applied, an invoice's or a subscription update's (the member item is ordered by it). */
  stamp: string | null;
  /** The newest subscription update applied (its fields); null on items written before it was kept: `stamp`. */
  subscriptionStamp: string | null;
  periods: SupporterPeriod[];
}

export const emptySupporter = (memberId: string): SupporterState => ({
  memberId,
  customerId: null,
  subscriptionId: null,
  status: null,
  startedAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  stamp: null,
  subscriptionStamp: null,
  periods: [],
});

/** One change to a member's supporter item. */
export type SupporterChange =
  | { kind: 'subscription'; stamp: string; created: number; subscription: SupporterSubscriptionObject }
  | { kind: 'invoice'; stamp: string; created: number; subscriptionId: string; paid: boolean }
  | { kind: 'checkout'; customerId: string | null; subscriptionId: string | null };

const LIVE: readonly SupporterStatus[] = ['active', 'past_due', 'trialing'];
/** Statuses that mean the member is (or is about to be) a supporter: a newer subscription may take their place. */
const HOLDING: readonly SupporterStatus[] = [...LIVE, 'incomplete'];

const newer = (stamp: string, than: string | null) => than === null || stamp > than;

/**
 * The periods after a subscription's newest state: open from its start while it is live, closed at `ended_at` (else
 * the change's own time) once it ended; one that never was live (incomplete, expired unpaid) has none.
 */
export function periodsAfter(
  periods: readonly SupporterPeriod[],
  s: SupporterSubscriptionObject,
  createdSeconds: number,
): SupporterPeriod[] {
  const others = periods.filter((p) => p.subscriptionId !== s.id);
  let own: SupporterPeriod | null = null;
  if (LIVE.includes(s.status)) own = { subscriptionId: s.id, from: s.startedAt * 1000, to: null };
  else if (s.status === 'canceled' || s.status === 'unpaid') {
    own = { subscriptionId: s.id, from: s.startedAt * 1000, to: (s.endedAt ?? createdSeconds) * 1000 };
  }
  const all = own ? [...others, own] : others;
  return all.sort((a, b) => b.from - a.from).slice(0, SUPPORTER_PERIODS_KEPT);
}

/** The state after a change, or null when it changes nothing (older than what is held, or no news). */
export function applySupporterChange(state: SupporterState, change: SupporterChange): SupporterState | null {
  switch (change.kind) {
    case 'subscription': {
      const s = change.subscription;
      const periods = periodsAfter(state.periods, s, change.created);
      const other = state.subscriptionId !== null && state.subscriptionId !== s.id;
      // A former subscription's late news never takes the place of the one the member holds now: only its period.
      if (other && state.status && HOLDING.includes(state.status) && !HOLDING.includes(s.status)) {
        return samePeriods(periods, state.periods) ? null : { ...state, periods };
      }
      if (!newer(change.stamp, state.subscriptionStamp ?? state.stamp)) return null;
      // Older than an invoice of the same subscription applied since: the invoice's status stands.
      const newest = newer(change.stamp, state.stamp);
      const status = newest || other || !state.status ? s.status : state.status;
      return {
        ...state,
        customerId: state.customerId ?? s.customerId,
        subscriptionId: s.id,
        status,
        startedAt: s.startedAt,
        currentPeriodEnd: s.currentPeriodEnd,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        stamp: newest ? change.stamp : state.stamp,
        subscriptionStamp: change.stamp,
        periods: status === s.status ? periods : periodsAfter(state.periods, { ...s, status }, change.created),
      };
    }
    case 'invoice': {
      if (state.subscriptionId !== change.subscriptionId || !state.status || !newer(change.stamp, state.stamp)) {
        return null;
      }
      // A failed renewal shows as a payment error at once; a paid invoice ends one (Stripe's update says it too).
      const status: SupporterStatus | null = change.paid
        ? ['past_due', 'unpaid', 'incomplete'].includes(state.status)
          ? 'active'
          : null
        : ['active', 'trialing'].includes(state.status)
          ? 'past_due'
          : null;
      if (!status) return null;
      // An invoice paid after a lapse (unpaid, incomplete) opens the period its subscription's update also will.
      const periods = periodsAfter(state.periods, { ...subscriptionOf(state), status }, change.created);
      return {
        ...state,
        status,
        stamp: change.stamp,
        subscriptionStamp: state.subscriptionStamp ?? state.stamp,
        periods,
      };
    }
    case 'checkout': {
      if (!change.customerId || state.customerId) return null;
      return { ...state, customerId: change.customerId };
    }
  }
}

const samePeriods = (a: readonly SupporterPeriod[], b: readonly SupporterPeriod[]) =>
  JSON.stringify(a) === JSON.stringify(b);

const subscriptionOf = (state: SupporterState): SupporterSubscriptionObject => ({
  id: state.subscriptionId!,
  customerId: state.customerId,
  status: state.status!,
  startedAt: state.startedAt ?? 0,
  currentPeriodEnd: state.currentPeriodEnd,
  cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  endedAt: null,
  metadata: { communityId: null, memberId: state.memberId },
});

/** What a change means beyond the item: a period began (the owner is told), the badge turned on or off. */
export function supporterNews(before: SupporterState, after: SupporterState) {
  const open = (s: SupporterState) => new Set(s.periods.filter((p) => p.to === null).map((p) => p.subscriptionId));
  const was = open(before);
  const started = [...open(after)].some((id) => !was.has(id));
  const badgeChanged = (before.status === 'active') !== (after.status === 'active');
  return { started, badgeChanged };
}

/** The subscriber-list counters a change moves: -1 on the filter left, +1 on the one joined. */
export function countMoves(before: SupporterStatus | null, after: SupporterStatus | null): Record<string, number> {
  const from = before ? subscriberFilterOf(before) : null;
  const to = after ? subscriberFilterOf(after) : null;
  if (from === to) return {};
  return { ...(from ? { [`count_${from}`]: -1 } : {}), ...(to ? { [`count_${to}`]: 1 } : {}) };
}
