// /subscription's data and actions (owner-dashboard §3, §4, §7): the details as the server holds them, the cost of a
// plan change, the change itself, cancel at the period's end, renew, and the customer portal. Every action writes
// the subscription object the provider answers through the same ordered apply as the webhook, then answers what the
// server holds.
import { priceById } from '@hearth/shared/constants/plans';
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import { subscriptionPlanId } from '@hearth/shared/rules/plan-features';
import type { Actor } from '../platform/auth/verify.ts';
import { siteOrigin } from '../platform/auth/cookies.ts';
import { refusal } from '../platform/http/errors.ts';
import { type BillingAction, ownerView, type OwnerView } from './access.ts';
import { applyBillingChange } from './apply.ts';
import { apiStamp, subscriptionDetailsOf, type SubscriptionState } from './model.ts';
import type { BillingProvider, ProviderSubscription } from './provider.ts';
import { portalReturn } from './urls.ts';

const detailsOf = (view: OwnerView): SubscriptionDetails => ({
  communitySubscriptionExists: view.billing.state.subscription !== null,
  hasStripeAccount: Boolean(view.owner.state.customerId ?? view.billing.state.customerId),
  subscriptionDetails: subscriptionDetailsOf(view.billing.state, view.owner.state.card),
  trialEndsAt: view.community.trialEndsAt ?? null,
  planId: subscriptionPlanId(view.community),
});

const intervalOf = (priceId: string | null) => (priceId ? priceById(priceId)?.price.interval : undefined);

/** getSubscriptionDetails: one BatchGet (community, staff record, billing items). */
export async function getSubscriptionDetails(actor: Actor, communityId: string) {
  return detailsOf(await ownerView(actor, communityId, 'manage'));
}

/** The subscription an action works on: refused for a lifetime plan and when there is none. */
async function subscriptionFor(actor: Actor, communityId: string, action: BillingAction) {
  const view = await ownerView(actor, communityId, action);
  if (view.community.isLifetime) throw refusal('LIFETIME_PLAN_FIXED');
  const subscription = view.billing.state.subscription;
  if (!subscription) throw refusal('SUBSCRIPTION_MISSING');
  return { view, subscription };
}

/** A plan change needs a subscription that is not over, its item, and another price than its own. */
async function changeable(actor: Actor, communityId: string, priceId: string) {
  const { view, subscription } = await subscriptionFor(actor, communityId, 'change');
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired' || !subscription.itemId) {
    throw refusal('SUBSCRIPTION_MISSING');
  }
  if (subscription.priceId === priceId) throw refusal('PLAN_UNCHANGED');
  return { view, subscription: subscription as SubscriptionState & { itemId: string } };
}

/** The provider's answer applied in order (a newer event may already hold), then the details as now held. */
async function applyAnswer(actor: Actor, communityId: string, answer: ProviderSubscription) {
  await applyBillingChange(
    { kind: 'community', communityId },
    { kind: 'subscription', stamp: apiStamp(Date.now()), subscription: answer },
    answer.id,
  );
  return getSubscriptionDetails(actor, communityId);
}

export async function previewPlanChange(actor: Actor, communityId: string, priceId: string, provider: BillingProvider) {
  const { view, subscription } = await changeable(actor, communityId, priceId);
  const customerId = view.owner.state.customerId ?? view.billing.state.customerId;
  if (!customerId) throw refusal('SUBSCRIPTION_MISSING');
  const [cost, price] = await Promise.all([
    provider.previewPriceChange({
      customerId,
      subscriptionId: subscription.subscriptionId,
      itemId: subscription.itemId,
      lookupKey: priceId,
    }),
    provider.price(priceId),
  ]);
  // Another interval starts a new period at once, invoiced now (the preview is that invoice); within the same
  // interval the prorations are added to the next renewal's invoice, and a trial prorates nothing.
  const chargedNow = subscription.status !== 'trialing' && intervalOf(subscription.priceId) !== intervalOf(priceId);
  return {
    priceId,
    amountDue: chargedNow ? cost.amountDue : Math.max(0, cost.prorations),
    chargedNow,
    currency: cost.currency,
    nextAmount: price?.unitAmount ?? 0,
    nextRenewAt: chargedNow ? (cost.linesEnd ?? cost.periodEnd) : (subscription.renewAt ?? cost.periodEnd),
  };
}

export async function changePlan(actor: Actor, communityId: string, priceId: string, provider: BillingProvider) {
  const { subscription } = await changeable(actor, communityId, priceId);
  const answer = await provider.changePrice(subscription.subscriptionId, subscription.itemId, priceId);
  return applyAnswer(actor, communityId, answer);
}

/** Cancel at the end of the paid period; refused when it is over or already set to end. */
export async function cancelSubscription(actor: Actor, communityId: string, provider: BillingProvider) {
  const { subscription } = await subscriptionFor(actor, communityId, 'cancel');
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired' || subscription.cancelAt) {
    throw refusal('SUBSCRIPTION_ALREADY_CANCELED');
  }
  return applyAnswer(actor, communityId, await provider.setCancelAtPeriodEnd(subscription.subscriptionId, true));
}

/** Takes back a cancellation set for the period's end; a subscription that is over is chosen anew (checkout). */
export async function renewSubscription(actor: Actor, communityId: string, provider: BillingProvider) {
  const { subscription } = await subscriptionFor(actor, communityId, 'renew');
  if (!subscription.cancelAt || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw refusal('SUBSCRIPTION_NOT_CANCELLING');
  }
  return applyAnswer(actor, communityId, await provider.setCancelAtPeriodEnd(subscription.subscriptionId, false));
}

/** A customer-portal session for the owner's customer, returning to /subscription. */
export async function createPortalSession(actor: Actor, host: string, communityId: string, provider: BillingProvider) {
  const view = await ownerView(actor, communityId, 'manage');
  const customerId = view.owner.state.customerId ?? view.billing.state.customerId;
  if (!customerId) throw refusal('SUBSCRIPTION_MISSING');
  const { url } = await provider.createPortalSession({ customerId, returnUrl: portalReturn(siteOrigin(host)) });
  return { portalUrl: url };
}
