// The billing item's state and the one rule every change goes through: a subscription state is replaced only by a
// newer one. Webhook events and the subscription objects Stripe answers to cancel, renew and change all pass through
// `applyChange`, ordered by their stamp (the event's creation time, then a deterministic tie-break), so replays and
// out-of-order deliveries end in the state the newest change says.
import { priceById } from '@hearth/shared/constants/plans';
import type { SubscriptionDetails, SubscriptionStatus } from '@hearth/shared/schemas/billing';
import type { PlanChoice } from '@hearth/shared/schemas/communities';
import type { ProviderSubscription } from './stripe-shapes.ts';

/** A subscription as the billing item holds it. */
export interface SubscriptionState {
  subscriptionId: string;
  status: SubscriptionStatus;
  itemId: string | null;
  priceId: string | null;
  renewAt: number | null;
  trialEnd: number | null;
  cancelAt: number | null;
}

export interface Card {
  brand: string;
  last4: string;
}

/**
 * What a billing item holds: a community's (its subscription), or an owner's (their customer, card, and a
 * subscription paid for before its community exists, until the next community takes it).
 */
export interface BillingState {
  customerId: string | null;
  subscription: SubscriptionState | null;
  /** The stamp of the newest change applied (a subscription update's, or an invoice's that moved the status). */
  stamp: string | null;
  /**
   * The stamp of the newest subscription update applied. An invoice moves only the status, so an older update that
   * arrives after it still brings its other fields. Absent on items written before it was kept: `stamp`.
   */
  subscriptionStamp: string | null;
  /** A checkout for this item completed and was paid for (or began a free trial), before its subscription events. */
  checkoutPaid: boolean;
  /** Owner items: the card of the newest payment method attached, and that change's stamp. */
  card: Card | null;
  cardStamp: string | null;
}

export const emptyBilling = (): BillingState => ({
  customerId: null,
  subscription: null,
  stamp: null,
  subscriptionStamp: null,
  checkoutPaid: false,
  card: null,
  cardStamp: null,
});

/**
 * The order of changes: creation time (unix seconds, zero-padded), then the event id. An answer of the API to our own
 * request is stamped `api-<ms>` at the time it was received, which sorts before any event id (`evt_…`) of the same second:
 * Stripe's event about that change then still applies.
 */
export const stampOf = (created: number, id: string) => `${String(Math.max(0, created)).padStart(11, '0')}#${id}`;
export const apiStamp = (nowMs: number) =>
  // The milliseconds order two of our own requests within one second (a cancel, then a renew).
  stampOf(Math.floor(nowMs / 1000), `api-${String(nowMs).padStart(13, '0')}`);

const newer = (stamp: string, than: string | null) => than === null || stamp > than;

export const subscriptionStateOf = (s: ProviderSubscription): SubscriptionState => ({
  subscriptionId: s.id,
  status: s.status,
  itemId: s.itemId,
  priceId: s.priceId,
  renewAt: s.renewAt,
  trialEnd: s.trialEnd,
  cancelAt: s.cancelAt,
});

/** One change to a billing item. */
export type BillingChange =
  | { kind: 'subscription'; stamp: string; subscription: ProviderSubscription }
  | { kind: 'checkout'; customerId: string | null; paid: boolean }
  | { kind: 'invoice'; stamp: string; subscriptionId: string; paid: boolean }
  | { kind: 'card'; stamp: string; card: Card };

/** The state after a change, or null when the change changes nothing (older than what is held, or no news). */
export function applyChange(state: BillingState, change: BillingChange): BillingState | null {
  switch (change.kind) {
    case 'subscription': {
      if (!newer(change.stamp, state.subscriptionStamp ?? state.stamp)) return null;
      const next = subscriptionStateOf(change.subscription);
      // Older than an invoice of the same subscription applied since: the invoice's status stands.
      const newest = newer(change.stamp, state.stamp);
      const held = state.subscription;
      const keepStatus = !newest && held?.subscriptionId === next.subscriptionId;
      return {
        ...state,
        customerId: state.customerId ?? change.subscription.customerId,
        subscription: keepStatus && held ? { ...next, status: held.status } : next,
        stamp: newest ? change.stamp : state.stamp,
        subscriptionStamp: change.stamp,
      };
    }
    case 'checkout': {
      if (state.checkoutPaid === change.paid && (state.customerId || !change.customerId)) return null;
      return { ...state, customerId: state.customerId ?? change.customerId, checkoutPaid: change.paid };
    }
    case 'invoice': {
      const held = state.subscription;
      if (!held || held.subscriptionId !== change.subscriptionId || !newer(change.stamp, state.stamp)) return null;
      // A failed renewal shows as a payment error at once; a paid invoice ends one. Stripe's subscription update says
      // the same moments later, and whichever is newer holds.
      const status: SubscriptionStatus | null = change.paid
        ? ['past_due', 'unpaid', 'incomplete'].includes(held.status)
          ? 'active'
          : null
        : ['active', 'trialing'].includes(held.status)
          ? 'past_due'
          : null;
      if (!status) return null;
      return {
        ...state,
        subscription: { ...held, status },
        stamp: change.stamp,
        subscriptionStamp: state.subscriptionStamp ?? state.stamp,
      };
    }
    case 'card': {
      if (!newer(change.stamp, state.cardStamp)) return null;
      return { ...state, card: change.card, cardStamp: change.stamp };
    }
  }
}

/** An owner's subscription that waits for their next community: paid for, or a free trial begun. */
export function pendingPaid(state: BillingState | null): boolean {
  if (!state) return false;
  const status = state.subscription?.status;
  return status ? status === 'active' || status === 'trialing' : state.checkoutPaid;
}

/** The catalogue plan a price id sells (`{ planId: 'professional-plan', interval: 'month' }`), or null. */
export function planChoiceOf(priceId: string | null): PlanChoice | null {
  const found = priceId ? priceById(priceId) : undefined;
  if (!found || found.price.interval === 'lifetime') return null;
  return { planId: found.plan.id as PlanChoice['planId'], interval: found.price.interval };
}

/** /subscription's subscription part from the held state; the card is the owner's (their customer's). */
export function subscriptionDetailsOf(
  state: BillingState | null,
  card: Card | null,
): SubscriptionDetails['subscriptionDetails'] {
  const s = state?.subscription;
  if (!s) return null;
  return {
    status: s.status,
    card,
    renewAt: s.renewAt,
    trialEnd: s.trialEnd,
    cancelAt: s.cancelAt,
    priceId: s.priceId,
  };
}
