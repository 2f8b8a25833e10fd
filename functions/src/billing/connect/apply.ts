// The one ordered apply of a member's supporter change (a Connect event, or the subscription Stripe answers to the
// member's own cancel or resume): read the SUPPORTER item, decide with `applySupporterChange`, and write in one
// transaction the new state (conditioned on the version read), the member item's state (members' fragment), the
// subscriber counters moved, a paid invoice counted once, the event's mark and `billing.supporter-changed` when a
// period began or the badge turned. A concurrent change makes it decide again from a fresh read.
import { platformFee } from '@hearth/shared/rules/supporters';
import { supporterStateWrite } from '../../members/supporters.ts';
import {
  TransactionConditionFailed,
  transactIfHeld,
  type TransactItem,
  transactWrite,
} from '../../platform/db/transact.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { logger } from '../../platform/log.ts';
import { providerEventMark } from '../store/billing.ts';
import * as store from './store/supporters.ts';
import {
  applySupporterChange,
  countMoves,
  type SupporterChange,
  supporterNews,
  type SupporterState,
} from './supporter-model.ts';

const DECIDE_ATTEMPTS = 10;

export interface SupporterTarget {
  communityId: string;
  memberId: string;
}

/** A paid invoice to count into the community's earnings and the subscriber's paid-net, once per invoice id. */
export interface PaidInvoice {
  id: string;
  currency: string;
  amount: number;
  /** Hearth's application fee as Stripe took it; else PLATFORM_FEE_PERCENT of the amount. */
  applicationFee: number | null;
}

export interface SupporterApply {
  change: SupporterChange;
  /** The webhook event this comes from: recorded in the same transaction, so a replay changes nothing. */
  event?: { id: string; type: string };
  invoice?: PaidInvoice;
}

export type SupporterOutcome = 'applied' | 'unchanged' | 'duplicate';

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** The member item's part of a state (only once it names a subscription). */
function memberWrite(target: SupporterTarget, s: SupporterState): TransactItem | null {
  if (!s.subscriptionId || !s.status || s.startedAt === null || !s.stamp) return null;
  return supporterStateWrite(target.communityId, target.memberId, {
    subscription: {
      subscriptionId: s.subscriptionId,
      status: s.status,
      startedAt: iso(s.startedAt)!,
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      stamp: s.stamp,
    },
    supporterPeriods: s.periods,
  });
}

function earnings(invoice: PaidInvoice) {
  const fee = invoice.applicationFee ?? platformFee(invoice.amount);
  const net = invoice.amount - fee;
  const cur = invoice.currency;
  return {
    net,
    adds: { [`gross_${cur}`]: invoice.amount, [`fee_${cur}`]: fee, [`net_${cur}`]: net, [`payments_${cur}`]: 1 },
  };
}

interface Plan {
  items: TransactItem[];
  at: { event: number; member: number; invoice: number };
  next: SupporterState | null;
}

/** The transaction for one decision: every item, and where the ones whose failure means something sit. */
function plan(target: SupporterTarget, held: store.HeldSupporter, input: SupporterApply, count: boolean): Plan {
  const { communityId, memberId } = target;
  const items: TransactItem[] = [];
  const at = { event: -1, member: -1, invoice: -1 };
  if (input.event) at.event = items.push(providerEventMark(input.event.id, input.event.type)) - 1;
  const counting = count && input.invoice && input.invoice.amount > 0 ? earnings(input.invoice) : null;
  const paid = counting && input.invoice ? { currency: input.invoice.currency, net: counting.net } : undefined;
  const counters: Record<string, number> = { ...(counting?.adds ?? {}) };
  const next = applySupporterChange(held.state, input.change);
  if (next) {
    items.push(store.supporterWrite(communityId, next, held.version, paid));
    // Every change but a checkout's customer touches what the member item shows (an update older than an invoice
    // applied since brings its period end and cancel flag under the same stamp).
    const member = input.change.kind === 'checkout' ? null : memberWrite(target, next);
    if (member) at.member = items.push(member) - 1;
    Object.assign(counters, countMoves(held.state.status, next.status));
    const news = supporterNews(held.state, next);
    if ((news.started || news.badgeChanged) && next.subscriptionId) {
      items.push(
        outboxItem('billing.supporter-changed', communityId, {
          memberId,
          subscriptionId: next.subscriptionId,
          ...news,
        }),
      );
    }
    if (next.subscriptionId && next.subscriptionId !== held.state.subscriptionId) {
      items.push(store.supporterSubscriptionWrite(next.subscriptionId, communityId, memberId));
    }
  } else if (paid) items.push(store.paidNetWrite(communityId, memberId, paid));
  // A completed checkout indexes its subscription before (or without) the subscription's own events.
  const { change } = input;
  if (change.kind === 'checkout' && change.subscriptionId && change.subscriptionId !== next?.subscriptionId) {
    items.push(store.supporterSubscriptionWrite(change.subscriptionId, communityId, memberId));
  }
  if (counting && input.invoice)
    at.invoice = items.push(store.invoiceMark(communityId, memberId, input.invoice.id)) - 1;
  if (Object.keys(counters).length) items.push(store.supportersCountersWrite(communityId, counters));
  return { items, at, next };
}

/** Applies one change to a member's supporter item, once and in order. */
export async function applySupporter(target: SupporterTarget, input: SupporterApply): Promise<SupporterOutcome> {
  let count = true;
  for (let attempt = 1; ; attempt++) {
    const held = await store.getSupporter(target.communityId, target.memberId);
    const { items, at, next } = plan(target, held, input, count);
    if (!items.length) return 'unchanged';
    try {
      await transactWrite(items);
      return next || at.invoice >= 0 ? 'applied' : 'unchanged';
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      const failed = error.failedIndexes;
      if (failed.includes(at.event)) return 'duplicate';
      if (failed.includes(at.invoice)) {
        // Another event about the same invoice counted it: apply the rest without counting.
        count = false;
        continue;
      }
      if (failed.includes(at.member)) {
        // No such member in this community (or a newer state on it): nothing of ours to change.
        logger.warn('supporter change for a member not held', { ...target, change: input.change.kind });
        if (input.event) await transactIfHeld([providerEventMark(input.event.id, input.event.type)]);
        return 'unchanged';
      }
      if (attempt >= DECIDE_ATTEMPTS) throw error;
    }
  }
}
