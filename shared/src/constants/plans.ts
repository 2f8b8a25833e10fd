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

/** The features a plan may or may not include (owner-dashboard §2, §6; member subscriptions and the Users API). */
export const PLAN_FEATURES = [
  'statistics',
  'customReactions',
  'customDomain',
  'usersApi',
  'memberSubscriptions',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Each feature's name as the plan cards list it. */
export const PLAN_FEATURE_LABELS: Readonly<Record<PlanFeature, string>> = {
  statistics: 'Community statistics',
  customReactions: 'Custom reactions',
  customDomain: 'Custom domain',
  usersApi: 'Users API',
  memberSubscriptions: 'Member subscriptions',
};

/**
 * What a plan allows: each feature on or off, and how many custom roles (beyond Admins, Moderators and Members) the
 * community may hold. The spec caps roles per plan without numbers; these are ours. Enterprise's numbers are where an
 * agreement starts (the limit message invites owners to ask for an extension).
 */
export type PlanLimits = Readonly<Record<PlanFeature, boolean>> & { readonly customRoles: number };

export interface Plan {
  id: PlanId;
  label: string;
  name: string;
  description: string;
  features: Array<{ label: string; description: string }>;
  /** Empty for enterprise, which shows "Contact us". */
  plans: PlanPrice[];
  contactUs?: boolean;
  /** The plan table: what the plan rules (rules/plan-features.ts), the server's checks and docs/plans.md read. */
  limits: PlanLimits;
}

/** The price's lookup key: `hearth_<tier>_<interval>`. */
export const priceLookupKey = (planId: PlanId, interval: PlanInterval) =>
  `hearth_${planId.replace(/-plan$/, '')}_${interval}`;

const price = (planId: PlanId, interval: PlanInterval, amount: number): PlanPrice => ({
  interval,
  amount,
  stripeId: priceLookupKey(planId, interval),
});

/** Lowest plan first: the plan rules name the first plan that allows a feature. */
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
    limits: {
      statistics: false,
      customReactions: false,
      customDomain: false,
      usersApi: false,
      memberSubscriptions: false,
      customRoles: 3,
    },
  },
  {
    id: 'professional-plan',
    label: 'Professional',
    name: 'Professional Plan',
    description: 'For growing communities that want to understand and reward their members.',
    features: [
      { label: 'Everything in Essential', description: 'All the community features.' },
      { label: PLAN_FEATURE_LABELS.statistics, description: 'Members, activity, retention and top members.' },
      { label: PLAN_FEATURE_LABELS.customDomain, description: 'Serve your community from your own domain.' },
      { label: PLAN_FEATURE_LABELS.customReactions, description: 'Your own reaction set.' },
    ],
    plans: [price('professional-plan', 'month', 29_900), price('professional-plan', 'year', 269_100)],
    limits: {
      statistics: true,
      customReactions: true,
      customDomain: true,
      usersApi: false,
      memberSubscriptions: false,
      customRoles: 10,
    },
  },
  {
    id: 'premium-plan',
    label: 'Premium',
    name: 'Premium Plan',
    description: 'For established communities that earn from their members.',
    features: [
      { label: 'Everything in Professional', description: 'Statistics, custom domain and reactions.' },
      { label: PLAN_FEATURE_LABELS.memberSubscriptions, description: 'Sell a supporter subscription to your members.' },
      { label: PLAN_FEATURE_LABELS.usersApi, description: 'API keys for your own integrations.' },
    ],
    plans: [price('premium-plan', 'month', 79_900), price('premium-plan', 'year', 719_100)],
    limits: {
      statistics: true,
      customReactions: true,
      customDomain: true,
      usersApi: true,
      memberSubscriptions: true,
      customRoles: 25,
    },
  },
  {
    id: 'enterprise-plan',
    label: 'Enterprise',
    name: 'Enterprise Plan',
    description: 'Custom limits, onboarding and support for large organisations.',
    features: [{ label: 'Everything in Premium', description: 'With limits and support agreed with you.' }],
    plans: [],
    contactUs: true,
    limits: {
      statistics: true,
      customReactions: true,
      customDomain: true,
      usersApi: true,
      memberSubscriptions: true,
      customRoles: 50,
    },
  },
];

export const SELECTABLE_PLAN_IDS = ['essential-plan', 'professional-plan', 'premium-plan'] as const;
export type SelectablePlanId = (typeof SELECTABLE_PLAN_IDS)[number];

export const planById = (id: string): Plan | undefined => PLANS.find((p) => p.id === id);

/** "$99.00" from 9900 cents. */
export const formatCents = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
