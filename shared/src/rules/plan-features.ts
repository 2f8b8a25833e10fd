// What a community's plan allows, read from the plan table in constants/plans.ts and nothing else (owner-dashboard §2,
// §3 plan ids, §6): which plan a community is on, whether a feature is on that plan, the lowest plan that has it (the
// refusals name it), and the custom-role cap. A downgrade keeps what exists: callers refuse only new use.
import { type Plan, type PlanFeature, PLANS, planById } from '../constants/plans.ts';
import * as messages from '../messages.ts';
import type { ProblemCode } from '../problems.ts';

/** What the community item knows about its plan: the owner's choice, the lifetime flag and the subscription's status. */
export interface PlanSource {
  planChoice?: { planId: string; interval: 'month' | 'year' } | null;
  isLifetime?: boolean;
  subscriptionStatus?: string | null;
}

/**
 * Statuses in which a subscription no longer pays for its plan: it ended (canceled), Stripe gave up collecting
 * (unpaid), or the first payment never came (incomplete_expired). A payment being retried (past_due) still holds it.
 */
export const LAPSED_STATUSES: readonly string[] = ['canceled', 'unpaid', 'incomplete_expired'];

/** The plan whose limits hold: the plan id unless its subscription lapsed (a lifetime plan never does). */
export function planIdInForce(
  planId: string | null,
  status: string | null | undefined,
  isLifetime: boolean | undefined,
): string | null {
  if (!planId) return null;
  return !isLifetime && status && LAPSED_STATUSES.includes(status) ? null : planId;
}

/** The plan whose limits the server holds a community to (see planIdInForce). */
export const planInForce = (source: PlanSource) =>
  planIdInForce(subscriptionPlanId(source), source.subscriptionStatus, source.isLifetime);

/** The subscription plan id (`monthly-professional-plan`, …), or null when the plan is unknown. */
export function subscriptionPlanId(source: PlanSource): string | null {
  const choice = source.planChoice;
  if (!choice) return null;
  if (source.isLifetime) return `lifetime-${choice.planId}`;
  return `${choice.interval === 'year' ? 'yearly' : 'monthly'}-${choice.planId}`;
}

export type PlanTier = 'essential' | 'professional' | 'premium' | 'enterprise' | 'unknown';

/** The tier a plan id names, whatever its interval prefix (`yearly-premium-plan` → premium); unknown otherwise. */
export function planTier(planId: string | null | undefined): PlanTier {
  const match = /^(?:(?:monthly|yearly|lifetime)-)?(essential|professional|premium|enterprise)-plan$/.exec(
    planId ?? '',
  );
  return (match?.[1] as PlanTier | undefined) ?? 'unknown';
}

/** The catalogue's plan a plan id names (any interval prefix), or undefined when it names none. */
export function planOf(planId: string | null | undefined): Plan | undefined {
  const tier = planTier(planId);
  return tier === 'unknown' ? undefined : planById(`${tier}-plan`);
}

/** Whether the plan includes the feature; an unknown plan (or none) includes nothing. */
export const featureAllowed = (feature: PlanFeature, planId: string | null | undefined): boolean =>
  planOf(planId)?.limits[feature] === true;

/** The lowest plan of the catalogue that includes the feature: the one a refusal names. */
export function lowestPlanFor(feature: PlanFeature): Plan {
  const plan = PLANS.find((p) => p.limits[feature]);
  if (!plan) throw new Error(`No plan includes ${feature}`);
  return plan;
}

const REFUSALS: Readonly<Record<PlanFeature, { code: ProblemCode; text: (plan: string) => string }>> = {
  statistics: { code: 'STATISTICS_PLAN', text: messages.statisticsPlan },
  customReactions: { code: 'CUSTOM_REACTIONS_PLAN', text: messages.customReactionsPlan },
  customDomain: { code: 'CUSTOM_DOMAIN_PLAN', text: messages.customDomainPlan },
  usersApi: { code: 'USERS_API_PLAN', text: messages.usersApiPlan },
  memberSubscriptions: { code: 'MEMBER_SUBSCRIPTIONS_PLAN', text: messages.memberSubscriptionsPlan },
};

/** The text that says which plan a feature needs ("Community statistics need the Professional plan or above."). */
export const planFeatureMessage = (feature: PlanFeature): string =>
  REFUSALS[feature].text(lowestPlanFor(feature).label);

/** The refusal (code and text naming the plan needed) when the plan lacks the feature; null when it has it. */
export function planFeatureRefusal(
  feature: PlanFeature,
  planId: string | null | undefined,
): { code: ProblemCode; message: string } | null {
  return featureAllowed(feature, planId)
    ? null
    : { code: REFUSALS[feature].code, message: planFeatureMessage(feature) };
}

/** Community statistics need Professional or above (owner-dashboard §2 Analytics cards, §6). */
export const statisticsAllowed = (planId: string | null | undefined) => featureAllowed('statistics', planId);

/** The Custom Domain section is hidden for essential and unknown plans (owner-dashboard §2). */
export const customDomainAllowed = (planId: string | null | undefined) => featureAllowed('customDomain', planId);

/** Custom reactions need Professional or above (owner-dashboard §6). */
export const customReactionsAllowed = (planId: string | null | undefined) => featureAllowed('customReactions', planId);

/** API keys for the Users API need Premium or above. */
export const usersApiAllowed = (planId: string | null | undefined) => featureAllowed('usersApi', planId);

/** Selling member subscriptions (monetization) needs Premium or above. */
export const memberSubscriptionsAllowed = (planId: string | null | undefined) =>
  featureAllowed('memberSubscriptions', planId);

/** The custom-role cap of the plan (0 for none or an unknown one: Add stays refused until a plan is chosen). */
export const customRoleLimit = (planId: string | null | undefined): number => planOf(planId)?.limits.customRoles ?? 0;

/** The lowest plan with a higher custom-role cap than this one (what the roles section suggests); none above. */
export function nextCustomRolePlan(planId: string | null | undefined): Plan | undefined {
  const max = customRoleLimit(planId);
  return PLANS.find((p) => p.limits.customRoles > max);
}
