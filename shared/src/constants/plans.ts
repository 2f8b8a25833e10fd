// The plan catalogue (owner-dashboard §3, §9): what the plan cards show and what billing will sell.
// Amounts are in cents; the SPA shows them as dollars with two decimals per interval.
export type PlanInterval = 'month' | 'year' | 'lifetime';
export type PlanId = 'essential-plan' | 'professional-plan' | 'premium-plan' | 'enterprise-plan';

export interface PlanPrice {
  interval: PlanInterval;
  /** Cents. */
  amount: number;
  /**
   * The card payment provider's price, by its lookup key (`hearth_professional_month`): the same in every Stripe
   * account and in the local simulator, so the catalogue stays the one source. Clients send it as `priceId`.
   */
  stripeId: string;
}

export interface Plan {
  id: PlanId;
  label: string;
  name: string;
  description: string;
  features: Array<{ label: string; description: string }>;
  /** Empty for enterprise, which shows "Contact us". */
  plans: PlanPrice[];
  contactUs?: boolean;
}

/** The price's lookup key: `hearth_<tier>_<interval>`. */
export const priceLookupKey = (planId: PlanId, interval: PlanInterval) =>
  `hearth_${planId.replace(/-plan$/, '')}_${interval}`;

const price = (planId: PlanId, interval: PlanInterval, amount: number): PlanPrice => ({
  interval,
  amount,
  stripeId: priceLookupKey(planId, interval),
});

export const PLANS: readonly Plan[] = [
  {
    id: 'essential-plan',
    label: 'Essential',
    name: 'Essential Plan',
    description: 'Everything a new community needs to open its doors.',
    features: [
      { label: 'Branded community', description: 'Your name, icon, banner and colour at your own subdomain.' },
      { label: 'Posts, polls and comments', description: 'Text, image and poll posts with votes and reactions.' },
      { label: 'Levels and ranks', description: 'Members earn XP and climb the ranks.' },
    ],
    plans: [price('essential-plan', 'month', 9_900), price('essential-plan', 'year', 89_100)],
  },
  {
    id: 'professional-plan',
    label: 'Professional',
    name: 'Professional Plan',
    description: 'For growing communities that want to understand and reward their members.',
    features: [
      { label: 'Everything in Essential', description: 'All the community features.' },
      { label: 'Community statistics', description: 'Members, activity, retention and top members.' },
      { label: 'Custom domain', description: 'Serve your community from your own domain.' },
      { label: 'Custom reactions', description: 'Your own reaction set.' },
    ],
    plans: [price('professional-plan', 'month', 29_900), price('professional-plan', 'year', 269_100)],
  },
  {
    id: 'premium-plan',
    label: 'Premium',
    name: 'Premium Plan',
    description: 'For established communities that earn from their members.',
    features: [
      { label: 'Everything in Professional', description: 'Statistics, custom domain and reactions.' },
      { label: 'Member subscriptions', description: 'Sell a supporter subscription to your members.' },
      { label: 'Users API', description: 'API keys for your own integrations.' },
    ],
    plans: [price('premium-plan', 'month', 79_900), price('premium-plan', 'year', 719_100)],
  },
  {
    id: 'enterprise-plan',
    label: 'Enterprise',
    name: 'Enterprise Plan',
    description: 'Custom limits, onboarding and support for large organisations.',
    features: [{ label: 'Everything in Premium', description: 'With limits and support agreed with you.' }],
    plans: [],
    contactUs: true,
  },
];

export const SELECTABLE_PLAN_IDS = ['essential-plan', 'professional-plan', 'premium-plan'] as const;
export type SelectablePlanId = (typeof SELECTABLE_PLAN_IDS)[number];

export const planById = (id: string): Plan | undefined => PLANS.find((p) => p.id === id);

/** "$99.00" from 9900 cents. */
export const formatCents = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// roles
/**
 * Custom roles (beyond Admins, Moderators and Members) a community may have on each plan (owner-dashboard §6: the
 * count is capped by plan). The spec gives no numbers; these are ours. A community with no plan, or one we do not
 * know, gets none: Add stays disabled with the limit message until a plan is chosen.
 */
export const CUSTOM_ROLE_LIMITS: Readonly<Record<PlanId, number>> = {
  'essential-plan': 3,
  'professional-plan': 10,
  'premium-plan': 25,
  'enterprise-plan': 50,
};

/** The custom-role cap of a plan id (0 for none or an unknown one). */
export const customRoleLimit = (planId: string | null | undefined): number =>
  planId && Object.hasOwn(CUSTOM_ROLE_LIMITS, planId) ? CUSTOM_ROLE_LIMITS[planId as PlanId] : 0;

/** A price of the catalogue by its id (the lookup key), with its plan; undefined for any other id. */
export function priceById(priceId: string): { plan: Plan; price: PlanPrice } | undefined {
  for (const plan of PLANS) {
    const found = plan.plans.find((p) => p.stripeId === priceId);
    if (found) return { plan, price: found };
  }
  return undefined;
}

/** Days of free trial a new subscription may start with, where the plan allows one (owner-dashboard §9). */
export const FREE_TRIAL_DAYS = 14;

/** The promotion code the trial banner advertises: 50% off the first payment, backed by a Stripe coupon. */
export const TRIAL_PROMOTION_CODE = 'HEARTH50';
