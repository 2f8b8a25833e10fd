// Paying for a plan: the onboarding's payment status, and checkout for a community the caller owns or (communityId
// null) for the owner's next community. The owner's customer at the provider is made on their first checkout.
import { FREE_TRIAL_DAYS } from '@hearth/shared/constants/plans';
import * as messages from '@hearth/shared/messages';
import { subscriptionPlanId } from '@hearth/shared/rules/plan-features';
import type { CheckoutBody } from '@hearth/shared/schemas/billing';
import type { Actor } from '../platform/auth/verify.ts';
import { verifyCaptcha } from '../platform/captcha/port.ts';
import { transactIfHeld } from '../platform/db/transact.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import { ownerView } from './access.ts';
import { pendingPaid, planChoiceOf } from './model.ts';
import type { BillingProvider } from './provider.ts';
import * as store from './store/billing.ts';
import { checkoutReturn } from './urls.ts';

/** The request as the owner app's handlers hand it over. */
export interface OwnerRequest {
  actor: Actor;
  host: string;
  ip: string;
}

const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/** §4 Payment status: a plan paid for (or a trial begun) that no community uses yet. One GetItem. */
export async function getPaymentStatus(actor: Actor) {
  const { state } = await store.getBilling({ kind: 'owner', ownerMemberId: actor.memberId });
  const paid = pendingPaid(state);
  const choice = paid ? planChoiceOf(state.subscription?.priceId ?? null) : null;
  return {
    paid,
    planId: choice ? subscriptionPlanId({ planChoice: choice }) : null,
    freeTrial: paid && state.subscription?.status === 'trialing',
  };
}

/** The owner's customer at the provider: the one on their billing item, or a new one recorded there. */
async function customerOf(provider: BillingProvider, actor: Actor, known: string | null): Promise<string> {
  if (known) return known;
  const { customerId } = await provider.createCustomer({ email: actor.email, ownerMemberId: actor.memberId });
  if (await transactIfHeld(store.newCustomerWrites(actor.memberId, customerId))) return customerId;
  // A concurrent checkout recorded its customer first: use that one (the new one stays unused at the provider).
  const { state } = await store.getBilling({ kind: 'owner', ownerMemberId: actor.memberId });
  if (!state.customerId) throw new Error('The owner has no customer after a conflicting write.');
  return state.customerId;
}

/**
 * createCheckoutSession: assertHuman → who it is for (a community the caller owns, else their next community) →
 * nothing live there already → the customer → the provider's checkout for the catalogue price.
 */
export async function createCheckoutSession(req: OwnerRequest, body: CheckoutBody, provider: BillingProvider) {
  const { actor } = req;
  if (!(await verifyCaptcha(body.captcha, req.ip))) throw new AppError(400, 'CAPTCHA_FAILED', messages.captchaFailed);
  const owner = await store.getBilling({ kind: 'owner', ownerMemberId: actor.memberId });
  if (body.communityId) {
    const view = await ownerView(actor, body.communityId, 'manage');
    if (view.community.isLifetime) throw refusal('LIFETIME_PLAN_FIXED');
    const status = view.billing.state.subscription?.status;
    if (status && LIVE.has(status)) throw refusal('SUBSCRIPTION_EXISTS');
  } else if (pendingPaid(owner.state)) {
    throw refusal('SUBSCRIPTION_EXISTS');
  }
  const customerId = await customerOf(provider, actor, owner.state.customerId);
  return provider.createCheckoutSession({
    customerId,
    owner: { communityId: body.communityId, ownerMemberId: actor.memberId, priceId: body.priceId },
    trialDays: body.freeTrial ? FREE_TRIAL_DAYS : null,
    ...checkoutReturn(req.host, body.communityId !== null, body.source === 'app'),
  });
}
