// What /subscription says about a community's plan and which actions it offers (owner-dashboard §4 Subscription
// status display), from the subscription details the server holds and the time now. The page renders this and
// nothing else, so it never shows a status the server does not hold.
import { priceById } from '../constants/plans.ts';
import type { SubscriptionDetails } from '../schemas/billing.ts';
import { planTier } from './plan-features.ts';

export type SubscriptionState =
  | 'lifetime'
  | 'active'
  | 'cancelling'
  | 'payment-error'
  | 'trialing'
  | 'trial-cancelling'
  | 'canceled'
  | 'expired'
  | 'trial'
  | 'trial-ended'
  | 'no-plan';

export type SubscriptionTone = 'green' | 'blue' | 'orange' | 'red' | 'gray';

export interface SubscriptionActions {
  /**
   * Change plan opens the plan chooser: `switch` moves the live subscription to the chosen price (its cost previewed
   * first), `checkout` starts a new subscription at the payment provider. Null: not offered.
   */
  changePlan: 'switch' | 'checkout' | null;
  /** No subscription yet: Choose a plan opens the chooser and then checkout. */
  choosePlan: boolean;
  /** Cancel at the end of the paid period. */
  cancel: boolean;
  /** Renew: `direct` takes back a cancellation still in the future; `checkout` goes through the plan chooser. */
  renew: 'direct' | 'checkout' | null;
  /** The payment provider's customer portal (card, invoices). */
  manageBilling: boolean;
}

export interface SubscriptionDisplay {
  state: SubscriptionState;
  /** The status badge's text and colour. */
  label: string;
  tone: SubscriptionTone;
  /** The plan's name ("Professional, monthly"), or null when the plan is unknown. */
  planName: string | null;
  /** The sentence the page leads with. */
  message: string;
  /** The dates worth listing, each with its label (unix seconds). */
  dates: Array<{ label: string; at: number }>;
  actions: SubscriptionActions;
}

const INTERVAL_NAMES: Record<string, string> = {
  monthly: 'monthly',
  yearly: 'yearly',
  lifetime: 'lifetime',
  month: 'monthly',
  year: 'yearly',
};

const TIER_NAMES: Record<string, string> = {
  essential: 'Essential',
  professional: 'Professional',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** "Professional, monthly" from a catalogue price id or a plan id (`yearly-premium-plan`); null when unknown. */
export function planDisplayName(priceId: string | null, planId: string | null): string | null {
  const price = priceId ? priceById(priceId) : undefined;
  if (price) return `${price.plan.label}, ${INTERVAL_NAMES[price.price.interval]}`;
  const tier = planTier(planId);
  if (tier === 'unknown') return null;
  const interval = /^(monthly|yearly|lifetime)-/.exec(planId ?? '')?.[1];
  return interval ? `${TIER_NAMES[tier]}, ${INTERVAL_NAMES[interval]}` : TIER_NAMES[tier]!;
}

/** "March 3, 2026" (in `timeZone`, else the browser's). */
export function formatBillingDate(unixSeconds: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(unixSeconds * 1000),
  );
}

const NO_ACTIONS: SubscriptionActions = {
  changePlan: null,
  choosePlan: false,
  cancel: false,
  renew: null,
  manageBilling: false,
};

export const isLifetimePlan = (planId: string | null) => /^lifetime-/.test(planId ?? '');

/** What every status's display needs besides the subscription: the time, the date format, the plan, the portal. */
interface DisplayContext {
  nowSeconds: number;
  day: (at: number) => string;
  planName: string | null;
  portal: boolean;
}

type Subscription = NonNullable<SubscriptionDetails['subscriptionDetails']>;

/**
 * The page for `details` at `now`. `timeZone` fixes the dates' zone (tests); the page leaves it to the browser.
 */
export function subscriptionDisplay(details: SubscriptionDetails, now: Date, timeZone?: string): SubscriptionDisplay {
  const sub = details.subscriptionDetails;
  const context: DisplayContext = {
    nowSeconds: Math.floor(now.getTime() / 1000),
    day: (at) => formatBillingDate(at, timeZone),
    planName: planDisplayName(sub?.priceId ?? null, details.planId),
    portal: details.hasStripeAccount,
  };
  if (isLifetimePlan(details.planId)) {
    return {
      state: 'lifetime',
      label: 'Lifetime',
      tone: 'green',
      planName: context.planName,
      message: `You are subscribed to the ${context.planName ?? 'lifetime'} plan. There is nothing to renew or pay.`,
      dates: [],
      actions: { ...NO_ACTIONS, changePlan: 'checkout' },
    };
  }
  if (!sub) return withoutSubscription(details.trialEndsAt, context);
  switch (sub.status) {
    case 'active':
      return sub.cancelAt !== null ? cancellingDisplay(sub.cancelAt, context) : activeDisplay(sub, context);
    case 'incomplete':
    case 'past_due':
    case 'unpaid':
      return paymentErrorDisplay(sub, context);
    case 'trialing':
      return trialingDisplay(sub, context);
    case 'canceled':
      return {
        state: 'canceled',
        label: 'Cancelled',
        tone: 'gray',
        planName: context.planName,
        message: 'Your subscription is cancelled. Renew it to choose a plan again.',
        dates: sub.cancelAt !== null ? [{ label: 'Ended on', at: sub.cancelAt }] : [],
        actions: { ...NO_ACTIONS, renew: 'checkout', manageBilling: context.portal },
      };
    case 'incomplete_expired':
      return {
        state: 'expired',
        label: 'Expired',
        tone: 'gray',
        planName: context.planName,
        message: 'The first payment for your plan was never completed. Choose a plan to subscribe.',
        dates: [],
        actions: { ...NO_ACTIONS, choosePlan: true, manageBilling: context.portal },
      };
  }
}

/** Renew takes back a cancellation still ahead directly; after it, renewing is a new checkout. */
const renewVia = (cancelAt: number, context: DisplayContext) =>
  cancelAt > context.nowSeconds ? ('direct' as const) : ('checkout' as const);

function activeDisplay(sub: Subscription, context: DisplayContext): SubscriptionDisplay {
  return {
    state: 'active',
    label: 'Active',
    tone: 'green',
    planName: context.planName,
    message: sub.renewAt !== null ? `Your plan renews on ${context.day(sub.renewAt)}.` : 'Your plan is active.',
    dates: sub.renewAt !== null ? [{ label: 'Renews on', at: sub.renewAt }] : [],
    actions: { ...NO_ACTIONS, changePlan: 'switch', cancel: true, manageBilling: context.portal },
  };
}

function cancellingDisplay(cancelAt: number, context: DisplayContext): SubscriptionDisplay {
  const renew = renewVia(cancelAt, context);
  return {
    state: 'cancelling',
    label: 'Cancelling',
    tone: 'orange',
    planName: context.planName,
    message:
      renew === 'direct'
        ? `Your plan is cancelled and ends on ${context.day(cancelAt)}. Renew it to keep your plan.`
        : 'Your plan is cancelled. Renew it to keep your plan.',
    dates: [{ label: 'Ends on', at: cancelAt }],
    actions: { ...NO_ACTIONS, changePlan: 'switch', renew, manageBilling: context.portal },
  };
}

function paymentErrorDisplay(sub: Subscription, context: DisplayContext): SubscriptionDisplay {
  return {
    state: 'payment-error',
    label: 'Payment error',
    tone: 'red',
    planName: context.planName,
    message:
      'Your last payment did not go through. Update your card in Manage billing, or change your plan, to keep your ' +
      'community running.',
    dates: sub.renewAt !== null ? [{ label: 'Payment due since', at: sub.renewAt }] : [],
    actions: { ...NO_ACTIONS, changePlan: 'switch', manageBilling: context.portal },
  };
}

function trialingDisplay(sub: Subscription, context: DisplayContext): SubscriptionDisplay {
  const trialEnd = sub.trialEnd ?? sub.renewAt;
  const ends = trialEnd !== null ? ` ends on ${context.day(trialEnd)}` : ' is on';
  const shared = {
    label: 'Free trial',
    tone: 'blue' as const,
    planName: context.planName,
    dates: trialEnd !== null ? [{ label: 'Trial ends on', at: trialEnd }] : [],
  };
  if (sub.cancelAt !== null) {
    return {
      ...shared,
      state: 'trial-cancelling',
      message: `Your free trial${ends}. Your plan is cancelled: there will be no further charge.`,
      actions: {
        ...NO_ACTIONS,
        changePlan: 'switch',
        renew: renewVia(sub.cancelAt, context),
        manageBilling: context.portal,
      },
    };
  }
  return {
    ...shared,
    state: 'trialing',
    message: `Your free trial${ends}; your card is charged then.`,
    actions: { ...NO_ACTIONS, changePlan: 'switch', cancel: true, manageBilling: context.portal },
  };
}

/** No subscription: the community's free use ends (or ended) on a date, or there is none; choose a plan. */
function withoutSubscription(trialEndsAt: number | null, context: DisplayContext): SubscriptionDisplay {
  const { nowSeconds, day, planName } = context;
  const actions = { ...NO_ACTIONS, choosePlan: true, manageBilling: context.portal };
  if (trialEndsAt === null) {
    return {
      state: 'no-plan',
      label: 'No plan',
      tone: 'gray',
      planName,
      message: 'Your community has no subscription yet. Choose a plan to subscribe.',
      dates: [],
      actions,
    };
  }
  if (trialEndsAt > nowSeconds) {
    return {
      state: 'trial',
      label: 'Free trial',
      tone: 'blue',
      planName,
      message: `Your free trial ends on ${day(trialEndsAt)}. Choose a plan to keep your community running after it.`,
      dates: [{ label: 'Trial ends on', at: trialEndsAt }],
      actions,
    };
  }
  return {
    state: 'trial-ended',
    label: 'Trial ended',
    tone: 'red',
    planName,
    message: `Your free trial ended on ${day(trialEndsAt)}. Choose a plan to continue.`,
    dates: [{ label: 'Trial ended on', at: trialEndsAt }],
    actions,
  };
}
