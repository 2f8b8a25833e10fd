// Lifetime codes for owners (owner-dashboard §3, §4, §6, §7 Codes, §9 Lifetime deal): the sign-up's check, redeeming
// 1–2 codes in one transaction, the owner's list with its totals, and applying codes to a community the caller owns
// or reserving them for the builder's next community (new-community.ts gives them to it).
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { codeCheckStatus, isWellFormedCode, LIFETIME_PREMIUM_PLAN } from '@hearth/shared/rules/lifetime-codes';
import { subscriptionPlanId } from '@hearth/shared/rules/plan-features';
import type { CodeApplicationResult, CodeList, ListCodesQuery } from '@hearth/shared/schemas/codes';
import { type CommunityItem, communityItemKey, lifetimePlanMirrorWrite } from '../../communities/plan.ts';
import { forgetCommunityConfig } from '../../communities/config.ts';
import type { Actor } from '../../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { refusal } from '../../platform/http/errors.ts';
import { countAttempt } from '../../platform/rate-limit.ts';
import { ownerView } from '../access.ts';
import { type CodeItem, codeView, decideApplication, lifetimePlanChoice, totalsOf } from './model.ts';
import * as store from './store.ts';

/** Stripe statuses in which the community's own subscription still runs: codes wait until it is cancelled. */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);
/** Concurrent applications of one owner's codes: each retry decides again from a fresh read. */
const APPLY_ATTEMPTS = 5;

/** checkCodes: each code's status as the sign-up shows it; a code of the wrong form is `invalid`. */
export async function checkCodes(codes: readonly string[], ip: string) {
  await countAttempt(OWNER_APP_COMMUNITY_ID, 'checkCodes', { ip });
  const found = await store.getCodes(codes.filter(isWellFormedCode));
  return { results: codes.map((code) => ({ code, status: codeCheckStatus(found.get(code)) })) };
}

/**
 * redeemCodes: every code in one transaction, each only if nobody redeemed it and it is not refunded; a code the
 * caller already holds is "already applied", one someone else holds "redeemed", a refunded one "refunded".
 */
export async function redeemCodes(actor: Actor, ip: string, codes: readonly string[]): Promise<CodeList> {
  await countAttempt(OWNER_APP_COMMUNITY_ID, 'redeemCodes', { account: actor.memberId, ip });
  const redeemedAt = new Date().toISOString();
  try {
    await transactWrite(codes.map((code) => store.redeemWrite(code, actor.memberId, redeemedAt)));
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    throw await redeemRefusal(actor, codes);
  }
  // The owner's list is an index, which may not show these codes yet: they are added as just written.
  const redeemed = codes.map((code) => ({ code, batch: '', refunded: false, ownerId: actor.memberId, redeemedAt }));
  return listCodes(actor, { status: 'all' }, redeemed);
}

/** Why a redeem's condition failed, from the codes as they are now. */
async function redeemRefusal(actor: Actor, codes: readonly string[]) {
  const found = await store.getCodes(codes);
  for (const code of codes) {
    const item = found.get(code);
    if (!item) return refusal('CODE_INVALID');
    if (item.refunded) return refusal('CODE_REFUNDED');
    if (item.ownerId === actor.memberId) return refusal('CODE_ALREADY_APPLIED');
    if (item.ownerId) return refusal('CODE_REDEEMED');
  }
  return refusal('CODE_REDEEMED');
}

/** The names of the communities the codes are applied to (one BatchGet), by id. */
async function communityNames(codes: readonly CodeItem[]): Promise<Map<string, string>> {
  const ids = [...new Set(codes.flatMap((c) => (c.communityId && !c.reserved ? [c.communityId] : [])))];
  if (!ids.length) return new Map();
  const items = await store.getItems<CommunityItem>(ids.map(communityItemKey));
  return new Map(items.map((c) => [c.communityId, c.communityName]));
}

/** listCodes: one Query for the owner's codes, one BatchGet for their communities' names; newest first. */
export async function listCodes(actor: Actor, query: ListCodesQuery, written: CodeItem[] = []): Promise<CodeList> {
  const listed = await store.listOwnerCodes(actor.memberId);
  const codes = [...listed, ...written.filter((w) => !listed.some((c) => c.code === w.code))];
  const names = await communityNames(codes);
  const views = codes.map((c) => codeView(c, (c.communityId && names.get(c.communityId)) ?? null)).reverse();
  return {
    codes: query.status === 'all' ? views : views.filter((v) => v.status === query.status),
    totals: totalsOf(codes),
  };
}

/** The community may take codes: the caller owns it and no subscription of its own runs there. */
async function eligibleCommunity(actor: Actor, communityId: string) {
  const view = await ownerView(actor, communityId, 'codes');
  if (subscriptionPlanId(view.community) === LIFETIME_PREMIUM_PLAN) throw refusal('CODES_COMMUNITY_PREMIUM');
  const status = view.billing.state.subscription?.status;
  if (!view.community.isLifetime && status && LIVE.has(status)) throw refusal('CODES_COMMUNITY_SUBSCRIBED');
}

/**
 * applyCodes: the lifetime-deal rule over the owner's codes (oldest Available first) decides how many codes go and
 * the plan; the codes, the codes already there and the community's plan mirror are written in one transaction, each
 * conditioned on what was read. `communityId` null reserves them for the next community the builder creates.
 */
export async function applyCodes(actor: Actor, communityId: string | null): Promise<CodeApplicationResult> {
  if (communityId) await eligibleCommunity(actor, communityId);
  for (let attempt = 1; ; attempt++) {
    const decision = decideApplication(await store.listOwnerCodes(actor.memberId), communityId);
    if ('refusal' in decision) throw refusal(decision.refusal);
    const { application, taken, target } = decision;
    if (target.communityId && target.communityId !== communityId) await eligibleCommunity(actor, target.communityId);
    const appliedAt = new Date().toISOString();
    const to = { communityId: target.communityId, planId: application.planId, appliedAt };
    const items: TransactItem[] = [
      ...taken.map((c) => store.applyWrite(c.code, actor.memberId, to)),
      ...target.groupCodes.map((c) => store.regroupWrite(c, { planId: application.planId })),
    ];
    if (target.communityId) {
      items.push(lifetimePlanMirrorWrite(target.communityId, actor.memberId, lifetimePlanChoice(application.planId)));
    }
    try {
      await transactWrite(items);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      // The community is gone or is no longer the caller's (the mirror's condition): nothing of theirs to apply to.
      if (target.communityId && error.failedIndexes.includes(items.length - 1)) throw refusal('NOT_STAFF');
      if (attempt >= APPLY_ATTEMPTS) throw refusal('CODES_NONE_AVAILABLE');
      continue;
    }
    if (target.communityId) forgetCommunityConfig(target.communityId);
    return { communityId: target.communityId, planId: application.planId, codesUsed: taken.map((c) => c.code) };
  }
}
