// The member's supporter subscription (member-forum §2 /subscription, §4): the offer and their own subscription,
// Checkout on the community's connected account at the current price with Hearth's application fee, cancel at the
// period's end and resume. Every answer Stripe gives goes through the same ordered apply as the Connect events.
import { PLATFORM_FEE_PERCENT } from '@hearth/shared/constants/supporters';
import { memberSubscriptionsAllowed, planInForce } from '@hearth/shared/rules/plan-features';
import type { MySupporterSubscription } from '@hearth/shared/schemas/monetization';
import { forumWriter } from '../../members/gate.ts';
import type { Actor } from '../../platform/auth/verify.ts';
import { siteOrigin } from '../../platform/auth/cookies.ts';
import { transactIfHeld } from '../../platform/db/transact.ts';
import { refusal } from '../../platform/http/errors.ts';
import type { Tenant } from '../../platform/tenancy/resolve.ts';
import { apiStamp } from '../model.ts';
import { applySupporter, type SupporterTarget } from './apply.ts';
import type { SupporterSubscriptionObject, SupporterSubscriptionsProvider } from './provider.ts';
import * as store from './store/supporters.ts';
import type { SupporterState } from './supporter-model.ts';

/** The request as the community's handlers hand it over. */
export interface MemberRequest {
  tenant: Tenant | null;
  actor: Actor | null;
  /** The host the member used (Checkout returns there). */
  host: string;
}

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

const subscriptionOf = (s: SupporterState): MySupporterSubscription['subscription'] =>
  s.status && s.startedAt !== null
    ? {
        status: s.status,
        startedAt: iso(s.startedAt)!,
        currentPeriodEnd: iso(s.currentPeriodEnd),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      }
    : null;

const holds = (s: SupporterState) => s.status === 'active' || s.status === 'past_due';

/**
 * The signed-in member of this community (the membership gate: verified, not banned, not pending), and whether the
 * community's plan in force includes member subscriptions (its item's plan mirror, which the gate has read already).
 */
async function memberTarget(req: MemberRequest): Promise<Member> {
  const { forum, memberId } = await forumWriter(req.tenant, req.actor);
  const { communityId, communityName } = forum.config.community;
  const planAllows = memberSubscriptionsAllowed(planInForce(forum.config.community));
  return { communityId, memberId, communityName, planAllows };
}

interface Member extends SupporterTarget {
  communityName: string;
  planAllows: boolean;
}

/** The community sells its subscription now: enabled by the owner, payouts possible, and the plan includes it. */
const selling = (offer: store.SupportersOffer, planAllows: boolean) =>
  planAllows && offer.enabled && offer.canReceivePayouts && offer.accountId !== null;

async function answer(target: Member): Promise<MySupporterSubscription> {
  const [offer, held] = await Promise.all([
    store.getSupportersOffer(target.communityId),
    store.getSupporter(target.communityId, target.memberId),
  ]);
  return {
    enabled: selling(offer, target.planAllows),
    price: { amount: offer.priceAmount, currency: offer.priceCurrency },
    subscriptionPerks: offer.perks,
    subscription: subscriptionOf(held.state),
  };
}

/** getMySupporterSubscription: the offer, the perks and the member's own subscription. */
export async function getMySupporterSubscription(req: MemberRequest) {
  return answer(await memberTarget(req));
}

/** The member's customer on the connected account: the one made there before, or a new one recorded once. */
async function customerOf(
  provider: SupporterSubscriptionsProvider,
  target: SupporterTarget,
  accountId: string,
  email: string,
  held: store.HeldSupporter,
) {
  const known = held.state.customerId;
  if (known && (held.customerAccountId === accountId || held.customerAccountId === null)) return known;
  const { customerId } = await provider.createCustomer({ accountId, email, ...target });
  const write = store.supporterCustomerWrite(target.communityId, target.memberId, accountId, customerId);
  if (await transactIfHeld([write])) return customerId;
  // A concurrent checkout recorded its customer first: use that one (the new one stays unused at Stripe).
  const again = await store.getSupporter(target.communityId, target.memberId);
  return again.state.customerId ?? customerId;
}

/**
 * subscribeAsSupporter: the member → the community sells it (enabled, payouts possible) → not subscribed already →
 * their customer on the connected account → Checkout at the current price with Hearth's fee.
 */
export async function subscribeAsSupporter(req: MemberRequest, provider: SupporterSubscriptionsProvider) {
  const target = await memberTarget(req);
  const [offer, held] = await Promise.all([
    store.getSupportersOffer(target.communityId),
    store.getSupporter(target.communityId, target.memberId),
  ]);
  if (!selling(offer, target.planAllows)) throw refusal('SUPPORTERS_DISABLED');
  if (holds(held.state)) throw refusal('SUPPORTER_ALREADY_SUBSCRIBED');
  const accountId = offer.accountId!;
  const customerId = await customerOf(provider, target, accountId, req.actor!.email, held);
  const origin = siteOrigin(req.host);
  return provider.createCheckoutSession({
    accountId,
    customerId,
    communityId: target.communityId,
    memberId: target.memberId,
    productName: `${target.communityName} supporter`,
    amount: offer.priceAmount,
    currency: offer.priceCurrency,
    feePercent: PLATFORM_FEE_PERCENT,
    successUrl: `${origin}/settings?subscription=success`,
    cancelUrl: `${origin}/subscription`,
  });
}

/** The member's subscription and the account it lives on, for cancel and resume. */
async function heldSubscription(req: MemberRequest) {
  const target = await memberTarget(req);
  const [offer, held] = await Promise.all([
    store.getSupportersOffer(target.communityId),
    store.getSupporter(target.communityId, target.memberId),
  ]);
  // The subscription lives on the account its customer was made on (the community's current one when unknown).
  const accountId = held.customerAccountId ?? offer.accountId;
  if (!holds(held.state) || !held.state.subscriptionId || !accountId) throw refusal('SUPPORTER_NOT_SUBSCRIBED');
  return { target, accountId, subscriptionId: held.state.subscriptionId, state: held.state };
}

/** Stripe's answer to the member's own request, applied in order like an event, then what is held. */
async function applyAnswer(target: Member, subscription: SupporterSubscriptionObject) {
  const now = Date.now();
  await applySupporter(target, {
    change: { kind: 'subscription', stamp: apiStamp(now), created: Math.floor(now / 1000), subscription },
  });
  return answer(target);
}

/** unsubscribeAsSupporter: cancel at the end of the paid period (the badge stays until then). */
export async function unsubscribeAsSupporter(req: MemberRequest, provider: SupporterSubscriptionsProvider) {
  const { target, accountId, subscriptionId, state } = await heldSubscription(req);
  if (state.cancelAtPeriodEnd) throw refusal('SUPPORTER_ALREADY_CANCELLING');
  return applyAnswer(target, await provider.setCancelAtPeriodEnd(accountId, subscriptionId, true));
}

/** resumeAsSupporter: takes back a cancellation set for the period's end. */
export async function resumeAsSupporter(req: MemberRequest, provider: SupporterSubscriptionsProvider) {
  const target = await memberTarget(req);
  const [offer, held] = await Promise.all([
    store.getSupportersOffer(target.communityId),
    store.getSupporter(target.communityId, target.memberId),
  ]);
  const { state } = held;
  const accountId = held.customerAccountId ?? offer.accountId;
  if (!holds(state) || !state.cancelAtPeriodEnd || !state.subscriptionId || !accountId) {
    throw refusal('SUPPORTER_NOT_CANCELLING');
  }
  return applyAnswer(target, await provider.setCancelAtPeriodEnd(accountId, state.subscriptionId, false));
}
