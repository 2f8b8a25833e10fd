// Lifetime codes as billing holds them, and the pure decisions over them: which of the owner's codes an application
// takes, which community (or reservation) it goes to, and the plan a community keeps when one of its codes is
// refunded. The stores read and write; the rules (shared/src/rules/lifetime-codes.ts) say the deal.
import type { PlanChoice } from '@hearth/shared/schemas/communities';
import type { LifetimeCode } from '@hearth/shared/schemas/codes';
import {
  codeApplication,
  codeStatus,
  codeTotals,
  type CodeApplication,
  LIFETIME_PREMIUM_PLAN,
  LIFETIME_PROFESSIONAL_PLAN,
  type LifetimePlanId,
  lifetimePlanOfCodeCount,
} from '@hearth/shared/rules/lifetime-codes';

/** A code item (`CODE#<code>` / `CODE`); the fields an owner's use sets are absent until set. */
export interface CodeItem {
  code: string;
  /** The import it came in with (the file's name, or `seed`). */
  batch: string;
  refunded: boolean;
  ownerId?: string;
  redeemedAt?: string;
  /** The community it is applied to; absent while Available or reserved for the owner's next community. */
  communityId?: string;
  planId?: LifetimePlanId;
  appliedAt?: string;
  /** Applied with `communityId` null: held for the next community the owner creates. */
  reserved?: boolean;
}

/** The plan and community an applied code is part of: one community, or the owner's reservation (null). */
export const groupOf = (code: CodeItem) => (code.reserved ? null : (code.communityId ?? null));

const isApplied = (code: CodeItem) =>
  codeStatus({ refunded: code.refunded, planId: code.planId ?? null }) === 'applied';
const isAvailable = (code: CodeItem) =>
  codeStatus({ refunded: code.refunded, planId: code.planId ?? null }) === 'available';

export const totalsOf = (codes: readonly CodeItem[]) =>
  codeTotals(codes.map((c) => ({ refunded: c.refunded, planId: c.planId ?? null })));

/** A code as the list shows it. */
export function codeView(code: CodeItem, communityName: string | null): LifetimeCode {
  return {
    code: code.code,
    status: codeStatus({ refunded: code.refunded, planId: code.planId ?? null }),
    planId: code.planId ?? null,
    communityId: code.reserved ? null : (code.communityId ?? null),
    communityName,
    redeemedAt: code.redeemedAt ?? '',
  };
}

/** The catalogue's plan choice a lifetime plan id stands for on the community item (with `isLifetime`). */
export function lifetimePlanChoice(planId: LifetimePlanId): PlanChoice {
  return { planId: planId === LIFETIME_PREMIUM_PLAN ? 'premium-plan' : 'professional-plan', interval: 'year' };
}

/** Where the codes go: a community (or the reservation when `communityId` is null) and the codes already there. */
export interface ApplyTarget {
  communityId: string | null;
  /** The applied codes already on it: they move to the new plan with the taken ones. */
  groupCodes: CodeItem[];
}

export interface ApplyDecision {
  application: CodeApplication;
  /** The Available codes taken, oldest first. */
  taken: CodeItem[];
  target: ApplyTarget;
}

export type ApplyRefusal =
  'CODES_NONE_AVAILABLE' | 'CODES_UPGRADE_TARGET' | 'CODES_RESERVED_ALREADY' | 'CODES_COMMUNITY_PREMIUM';

/** The community of an upgrade: the one named, else the first Professional one (null: the reservation). */
function upgradeTarget(applied: readonly CodeItem[], communityId: string | null): string | null | undefined {
  const professional = applied.filter((c) => c.planId === LIFETIME_PROFESSIONAL_PLAN).map(groupOf);
  if (communityId === null) return professional[0];
  return professional.includes(communityId) ? communityId : undefined;
}

/**
 * What applying the owner's codes to `communityId` (null: Create New Community, or for an upgrade the Professional
 * community) does, from all of the owner's codes oldest first; or the refusal. Ownership and the community's own
 * subscription are checked by the caller.
 */
export function decideApplication(
  codes: readonly CodeItem[],
  communityId: string | null,
): ApplyDecision | { refusal: ApplyRefusal } {
  const application = codeApplication(totalsOf(codes));
  if (!application) return { refusal: 'CODES_NONE_AVAILABLE' };
  const taken = codes.filter(isAvailable).slice(0, application.codes);
  const applied = codes.filter(isApplied);
  let targetId: string | null | undefined = communityId;
  if (application.kind === 'upgrade') {
    targetId = upgradeTarget(applied, communityId);
    if (targetId === undefined) return { refusal: 'CODES_UPGRADE_TARGET' };
  } else if (communityId === null && applied.some((c) => c.reserved)) {
    return { refusal: 'CODES_RESERVED_ALREADY' };
  }
  const groupCodes = applied.filter((c) => groupOf(c) === targetId);
  if (groupCodes.some((c) => c.planId === LIFETIME_PREMIUM_PLAN)) return { refusal: 'CODES_COMMUNITY_PREMIUM' };
  return { application, taken, target: { communityId: targetId, groupCodes } };
}

/**
 * The plan a community (or reservation) keeps when `refunded` leaves it: from its other applied codes (2 or more
 * Premium, 1 Professional, none nothing), never better than it had.
 */
export function planAfterRefund(groupCodes: readonly CodeItem[], refunded: string): LifetimePlanId | null {
  const remaining = groupCodes.filter((c) => c.code !== refunded && isApplied(c));
  const byCount = lifetimePlanOfCodeCount(remaining.length);
  const had = groupCodes.find((c) => c.code === refunded)?.planId ?? null;
  if (byCount === LIFETIME_PREMIUM_PLAN && had !== LIFETIME_PREMIUM_PLAN) return had;
  return byCount;
}
