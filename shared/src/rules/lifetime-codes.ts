// Lifetime codes from the deal marketplace (owner-dashboard §3, §4, §6, §9): a code's status, what the owner's
// codes add up to, the /appsumo apply button's label and the dialog it opens, and the lifetime-deal arithmetic the
// server applies codes by. 1 code gives a lifetime Professional community; 2 codes give a lifetime Premium one; a
// Professional community takes 1 more code to become Premium; each further code gives +1 Premium community.
import * as messages from '../messages.ts';

export const LIFETIME_PROFESSIONAL_PLAN = 'lifetime-professional-plan';
export const LIFETIME_PREMIUM_PLAN = 'lifetime-premium-plan';
export const LIFETIME_PLAN_IDS = [LIFETIME_PROFESSIONAL_PLAN, LIFETIME_PREMIUM_PLAN] as const;
export type LifetimePlanId = (typeof LIFETIME_PLAN_IDS)[number];
/** The tier a lifetime plan gives, as the code list, the totals ("Lifetime …") and the apply toast name it. */
export const LIFETIME_PLAN_TIERS: Readonly<Record<LifetimePlanId, string>> = {
  [LIFETIME_PROFESSIONAL_PLAN]: 'Professional',
  [LIFETIME_PREMIUM_PLAN]: 'Premium',
};
/** A plan id's tier when it is a lifetime plan; the id itself otherwise. */
export const lifetimePlanTier = (planId: string) => LIFETIME_PLAN_TIERS[planId as LifetimePlanId] ?? planId;

/** A code is trimmed and upper-cased before anything else reads it; inner spaces and dashes stay. */
export const normaliseCode = (raw: string) => raw.trim().toUpperCase();
/** The form of a normalised code: 6 to 64 of A–Z, 0–9 and dashes. */
export const CODE_PATTERN = /^[A-Z0-9-]{6,64}$/;
export const isWellFormedCode = (code: string) => CODE_PATTERN.test(code);

/** Codes a sign-up redeems at once (the form's code1 and code2); /appsumo's stack input takes one per submit. */
export const MAX_CODES_PER_REDEEM = 2;

export const CODE_STATUSES = ['available', 'applied', 'refunded'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
export const CODE_STATUS_LABELS: Readonly<Record<CodeStatus, string>> = {
  available: 'Available',
  applied: 'Applied',
  refunded: 'Refunded',
};

/** Refunded if refunded, Applied if a plan is set, else Available (§3). */
export function codeStatus(code: { refunded: boolean; planId: string | null }): CodeStatus {
  if (code.refunded) return 'refunded';
  return code.planId ? 'applied' : 'available';
}

/** What the redeem check says of a code (§3 "status (refunded, redeemed, invalid)"); `valid` may be redeemed. */
export type CodeCheckStatus = 'valid' | 'redeemed' | 'refunded' | 'invalid';

/** A stored code as the check reads it, or undefined when no such code exists. */
export function codeCheckStatus(code: { refunded: boolean; ownerId?: string | null } | undefined): CodeCheckStatus {
  if (!code) return 'invalid';
  if (code.refunded) return 'refunded';
  return code.ownerId ? 'redeemed' : 'valid';
}

/** The text the sign-up form and the stack input show for a check status: none for a valid code. */
export function codeCheckMessage(status: CodeCheckStatus): string | null {
  return status === 'valid' ? null : messages.codeStatus(status);
}

/** The better of two lifetime plans (Premium over Professional); null when neither is one. */
function betterLifetimePlan(a: string | null, b: string | null): LifetimePlanId | null {
  if (a === LIFETIME_PREMIUM_PLAN || b === LIFETIME_PREMIUM_PLAN) return LIFETIME_PREMIUM_PLAN;
  if (a === LIFETIME_PROFESSIONAL_PLAN || b === LIFETIME_PROFESSIONAL_PLAN) return LIFETIME_PROFESSIONAL_PLAN;
  return null;
}

/** The plan a community's applied (not refunded) codes give it: 2 or more Premium, 1 Professional, none nothing. */
export function lifetimePlanOfCodeCount(count: number): LifetimePlanId | null {
  if (count >= 2) return LIFETIME_PREMIUM_PLAN;
  return count === 1 ? LIFETIME_PROFESSIONAL_PLAN : null;
}

export interface CodeTotals {
  totalAvailable: number;
  codesCount: number;
  /** The best lifetime plan among the owner's applied codes, or null when none is applied. */
  planId: LifetimePlanId | null;
}

/** The owner's totals from all of their codes (§3 totals: totalAvailable, codes_count, planId). */
export function codeTotals(codes: readonly { refunded: boolean; planId: string | null }[]): CodeTotals {
  let totalAvailable = 0;
  let planId: LifetimePlanId | null = null;
  for (const code of codes) {
    const status = codeStatus(code);
    if (status === 'available') totalAvailable += 1;
    if (status === 'applied') planId = betterLifetimePlan(planId, code.planId);
  }
  return { totalAvailable, codesCount: codes.length, planId };
}

export type ApplyKind = 'professional' | 'premium' | 'upgrade' | 'extra-premium';

export interface CodeApplication {
  kind: ApplyKind;
  /** How many of the owner's Available codes (oldest first) the application takes. */
  codes: number;
  /** The plan the community has afterwards. */
  planId: LifetimePlanId;
}

/**
 * What applying the owner's codes does now (§9 Lifetime deal), by the same cases as the button's label: no plan and
 * 1 code → Professional; no plan and 2+ → Premium with 2; a Professional plan and 1 code → upgrade that community
 * to Premium; otherwise 1 code → +1 Premium community. Null when no code is Available.
 */
export function codeApplication(totals: Pick<CodeTotals, 'totalAvailable' | 'planId'>): CodeApplication | null {
  const { totalAvailable: available, planId } = totals;
  if (available <= 0) return null;
  if (!planId && available === 1) return { kind: 'professional', codes: 1, planId: LIFETIME_PROFESSIONAL_PLAN };
  if (!planId) return { kind: 'premium', codes: 2, planId: LIFETIME_PREMIUM_PLAN };
  if (planId === LIFETIME_PROFESSIONAL_PLAN && available === 1) {
    return { kind: 'upgrade', codes: 1, planId: LIFETIME_PREMIUM_PLAN };
  }
  return { kind: 'extra-premium', codes: 1, planId: LIFETIME_PREMIUM_PLAN };
}

const APPLY_LABELS: Readonly<Record<ApplyKind, string>> = {
  professional: 'Apply Professional Plan',
  premium: 'Apply Premium Plan',
  upgrade: 'Upgrade to Premium Plan',
  'extra-premium': '+1 Premium Community',
};

/**
 * The /appsumo apply button (§4), by the spec's cases in order: 1 code and no plan → Apply Professional Plan; 2 or
 * more and no plan → Apply Premium Plan; a (Professional) plan and 1 code → Upgrade to Premium Plan; otherwise +1
 * Premium Community. Disabled while no code is Available.
 */
export function applyButton(totals: Pick<CodeTotals, 'totalAvailable' | 'planId'>): {
  label: string;
  disabled: boolean;
} {
  const application = codeApplication(totals);
  // With no code Available the button shows the last case's label, disabled.
  return { label: APPLY_LABELS[application?.kind ?? 'extra-premium'], disabled: application === null };
}

/** A community codes may apply to (§6): the user owns it and its plan is not lifetime Premium. */
export function isCodeEligibleCommunity(community: { role: string; planId: string | null }): boolean {
  return community.role === 'owner' && community.planId !== LIFETIME_PREMIUM_PLAN;
}

/**
 * What pressing the apply button opens (§4): the upgrade confirmation for a Professional plan and 1 code; the
 * onboarding (a new community) when the plan is lifetime Premium and no community is eligible; otherwise the dialog
 * offering Apply to Existing Community (disabled when none is eligible) or Create New Community. Null when disabled.
 */
export type ApplyDialog =
  | { kind: 'upgrade-confirmation' }
  | { kind: 'onboarding'; path: '/onboarding/welcome' }
  | { kind: 'choose-community'; existingEnabled: boolean };

export function applyDialog(
  totals: Pick<CodeTotals, 'totalAvailable' | 'planId'>,
  eligibleCommunities: number,
): ApplyDialog | null {
  const application = codeApplication(totals);
  if (!application) return null;
  if (application.kind === 'upgrade') return { kind: 'upgrade-confirmation' };
  if (totals.planId === LIFETIME_PREMIUM_PLAN && eligibleCommunities === 0) {
    return { kind: 'onboarding', path: '/onboarding/welcome' };
  }
  return { kind: 'choose-community', existingEnabled: eligibleCommunities > 0 };
}

/** The lifetime communities a number of codes buys (§9): 1 → 1 Professional; 2 → 1 Premium; each extra +1 Premium. */
export function lifetimeDeal(codes: number): { professional: number; premium: number } {
  if (codes <= 0) return { professional: 0, premium: 0 };
  if (codes === 1) return { professional: 1, premium: 0 };
  return { professional: 0, premium: codes - 1 };
}
