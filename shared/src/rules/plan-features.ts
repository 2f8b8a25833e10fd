// Which plan a community is on, in the spec's plan ids (owner-dashboard §3: monthly-essential-plan, …), and what
// each plan allows on the Platform Settings page (§2, §6): the Custom Domain section, custom reactions.

/** What the community item knows about its plan: the owner's choice and the lifetime flag. */
export interface PlanSource {
  planChoice?: { planId: string; interval: 'month' | 'year' } | null;
  isLifetime?: boolean;
}

/** The subscription plan id (`monthly-professional-plan`, …), or null when the plan is unknown. */
export function subscriptionPlanId(source: PlanSource): string | null {
  const choice = source.planChoice;
  if (!choice) return null;
  if (source.isLifetime) return `lifetime-${choice.planId}`;
  return `${choice.interval === 'year' ? 'yearly' : 'monthly'}-${choice.planId}`;
}

export type PlanTier = 'essential' | 'professional' | 'premium' | 'enterprise' | 'unknown';

const TIERS: readonly PlanTier[] = ['essential', 'professional', 'premium', 'enterprise'];

/** The tier a plan id names, whatever its interval prefix (`yearly-premium-plan` → premium); unknown otherwise. */
export function planTier(planId: string | null | undefined): PlanTier {
  const match = /^(?:(?:monthly|yearly|lifetime)-)?(essential|professional|premium|enterprise)-plan$/.exec(
    planId ?? '',
  );
  return (match?.[1] as PlanTier | undefined) ?? 'unknown';
}

const atLeastProfessional = (tier: PlanTier) => TIERS.indexOf(tier) >= TIERS.indexOf('professional');

/** The Custom Domain section is hidden for essential and unknown plans (owner-dashboard §2). */
export const customDomainAllowed = (planId: string | null | undefined) => atLeastProfessional(planTier(planId));

/** Custom reactions need Professional or above (owner-dashboard §6). */
export const customReactionsAllowed = (planId: string | null | undefined) => atLeastProfessional(planTier(planId));
