// Refunding lifetime codes (the operator's endpoint, and an import's `refunded` column): the code is marked refunded
// once; if it was applied, its community (or the owner's reservation) keeps only the plan its other codes still give
// (2 or more Premium, 1 Professional, none: no plan), and the owner is e-mailed through `billing.code-refunded`.
// All of it in one transaction conditioned on the codes as read, so concurrent refunds of one community's codes
// are decided one after the other.
import { createHash, timingSafeEqual } from 'node:crypto';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { forgetCommunityConfig } from '../../communities/config.ts';
import { lifetimePlanMirrorWrite } from '../../communities/plan.ts';
import { config } from '../../platform/config.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { refusal } from '../../platform/http/errors.ts';
import { eachLimited } from '../../platform/each-limited.ts';
import { configuredSecret } from '../../platform/secrets.ts';
import { type CodeItem, groupOf, lifetimePlanChoice, planAfterRefund } from './model.ts';
import * as store from './store.ts';

const REFUND_ATTEMPTS = 8;

/** The operator's secret as configured, or null when refunds are not configured here. */
async function operatorSecret(): Promise<string | null> {
  const { codesSecret, codesSecretArn } = config();
  return (await configuredSecret(codesSecret, codesSecretArn)?.()) ?? null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses a request whose secret header is missing or not the configured secret (compared in constant time). */
export async function assertOperator(presented: string | undefined) {
  const secret = await operatorSecret();
  if (!secret || !presented || !timingSafeEqual(digest(secret), digest(presented))) {
    throw refusal('CODES_OPERATOR_ONLY');
  }
}

/** The writes of one code's refund, decided from the code and (when applied) the codes of its community. */
async function refundWrites(item: CodeItem, withMirror: boolean) {
  const refundedAt = new Date().toISOString();
  const items: TransactItem[] = [store.refundWrite(item.code, refundedAt)];
  let communityId: string | null = null;
  let planId: string | null = null;
  let mirrorAt = -1;
  if (item.ownerId && item.planId) {
    const group = groupOf(item);
    const groupCodes = (await store.listOwnerCodes(item.ownerId)).filter(
      (c) => !c.refunded && c.planId && groupOf(c) === group,
    );
    const plan = planAfterRefund(groupCodes, item.code);
    planId = plan;
    for (const c of groupCodes) if (c.code !== item.code && plan) items.push(store.regroupWrite(c, { planId: plan }));
    if (group !== null) {
      communityId = group;
      if (withMirror) {
        mirrorAt = items.length;
        items.push(lifetimePlanMirrorWrite(group, item.ownerId, plan ? lifetimePlanChoice(plan) : null));
      }
    }
  }
  if (item.ownerId) {
    const detail = { code: item.code, ownerMemberId: item.ownerId, communityId, planId };
    items.push(outboxItem('billing.code-refunded', communityId ?? OWNER_APP_COMMUNITY_ID, detail));
  }
  return { items, communityId, mirrorAt };
}

/** Refunds one code: true when this call refunded it, false when it does not exist or was refunded before. */
export async function refundCode(code: string): Promise<boolean> {
  let withMirror = true;
  for (let attempt = 1; ; attempt++) {
    const item = await store.getCode(code);
    if (!item || item.refunded) return false;
    const { items, communityId, mirrorAt } = await refundWrites(item, withMirror);
    try {
      await transactWrite(items);
      if (communityId && mirrorAt >= 0) forgetCommunityConfig(communityId);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed) || attempt >= REFUND_ATTEMPTS) throw error;
      // The community is gone (or has another owner): the code is refunded without a plan to take back.
      if (error.failedIndexes.includes(mirrorAt)) withMirror = false;
    }
  }
}

/** refundCodes: each code refunded once (a few at a time); answers how many this request refunded. */
export async function refundCodes(codes: readonly string[]): Promise<{ refunded: number }> {
  let refunded = 0;
  await eachLimited([...new Set(codes)], async (code) => {
    if (await refundCode(code)) refunded += 1;
  });
  return { refunded };
}
