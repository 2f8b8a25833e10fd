// The one ordered apply of a billing change: read the item, decide the change with `applyChange`, write the new
// state (with the community's plan mirror, and whatever else the change commits) conditioned on the version read,
// with the webhook event's mark when there is one. A concurrent change makes the write fail and the change is decided
// again from a fresh read; a mark already there means the event was applied before.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { forgetCommunityConfig } from '../communities/config.ts';
import { planMirrorWrite } from '../communities/plan.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { logger } from '../platform/log.ts';
import { applyChange, type BillingChange, type BillingState, planChoiceOf, type SubscriptionState } from './model.ts';
import * as store from './store/billing.ts';
import type { BillingTarget } from './store/billing.ts';

export type { BillingTarget } from './store/billing.ts';

const DECIDE_ATTEMPTS = 10;

/** The community item's plan fields for a subscription state. */
export const planMirrorOf = (s: SubscriptionState) => ({
  planChoice: planChoiceOf(s.priceId),
  isLifetime: false,
  subscriptionStatus: s.status,
  trialEndsAt: s.trialEnd,
});

export interface ApplyOptions {
  /** The webhook event this change comes from: recorded in the same transaction, so a replay changes nothing. */
  event?: { id: string; type: string };
  /** What the change commits beside the new state when it is applied (an outbox event). */
  also?: (target: BillingTarget) => TransactItem[];
}

export type ApplyOutcome = { outcome: 'applied' | 'unchanged' | 'duplicate'; state: BillingState };

/** Where a subscription's events go once the owner's next community took it. */
async function resolve(target: BillingTarget, subscriptionId: string | null) {
  let held = await store.getBilling(target);
  const takenBy = subscriptionId ? held.takenBy[subscriptionId] : undefined;
  if (target.kind === 'owner' && takenBy) {
    target = { kind: 'community', communityId: takenBy };
    held = await store.getBilling(target);
  }
  return { target, held };
}

/** Applies one change to a billing item, once and in order. */
export async function applyBillingChange(
  initial: BillingTarget,
  change: BillingChange,
  subscriptionId: string | null,
  options: ApplyOptions = {},
): Promise<ApplyOutcome> {
  for (let attempt = 1; ; attempt++) {
    const { target, held } = await resolve(initial, subscriptionId);
    const next = applyChange(held.state, change);
    const items: TransactItem[] = options.event ? [store.providerEventMark(options.event.id, options.event.type)] : [];
    const mirrorAt = next && target.kind === 'community' && next.subscription ? items.length + 1 : -1;
    if (next) {
      items.push(store.billingWrite(target, next, held.version));
      if (mirrorAt >= 0 && target.kind === 'community') {
        items.push(planMirrorWrite(target.communityId, planMirrorOf(next.subscription!)));
      }
    }
    // Committed whenever the event is new, whether or not it changes the state (a failure Stripe reported first by a
    // subscription update still gets its e-mail).
    items.push(...(options.also?.(target) ?? []));
    if (!items.length) return { outcome: 'unchanged', state: held.state };
    try {
      await transactWrite(items);
      // The plan mirror on the community item changed: this container's cached configuration forgets it (plan
      // rules read it there); other containers catch up within the configuration's TTL.
      if (mirrorAt >= 0 && target.kind === 'community') forgetCommunityConfig(target.communityId);
      return { outcome: next ? 'applied' : 'unchanged', state: next ?? held.state };
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (options.event && error.failedIndexes.includes(0)) return { outcome: 'duplicate', state: held.state };
      if (error.failedIndexes.includes(mirrorAt)) {
        // The metadata names a community that does not exist: nothing of ours to change.
        logger.warn('billing change for a missing community', { target, change: change.kind });
        if (options.event) await transactWrite([store.providerEventMark(options.event.id, options.event.type)]);
        return { outcome: 'unchanged', state: held.state };
      }
      if (attempt >= DECIDE_ATTEMPTS) throw error;
    }
  }
}

/** The payment-failed event, committed with the change that records the failure. */
export const paymentFailedItems =
  (providerEventId: string, ownerMemberId: string | null) =>
  (target: BillingTarget): TransactItem[] => {
    const communityId = target.kind === 'community' ? target.communityId : null;
    const owner = target.kind === 'owner' ? target.ownerMemberId : ownerMemberId;
    return [
      outboxItem('billing.payment-failed', communityId ?? OWNER_APP_COMMUNITY_ID, {
        communityId,
        ownerMemberId: owner,
        providerEventId,
      }),
    ];
  };
