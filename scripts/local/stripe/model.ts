// The local Stripe simulator's stored state (what survives a restart), its events, and the catalogue's prices as
// Stripe prices.
import Stripe from 'stripe';
import { PLANS, type PlanInterval } from '@hearth/shared/constants/plans';
import type { StoredAccount, StoredAccountLink } from './connect-model.ts';

export const SIMULATOR_API_KEY = 'sk_test_hearth_local';
export const SIMULATOR_WEBHOOK_SECRET = 'whsec_hearth_local';
export const CURRENCY = 'usd';
/** The API version the simulator answers and events carry: the one the installed SDK pins (and its client asks for). */
export const API_VERSION = Stripe.API_VERSION;

export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface StoredCustomer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  created: number;
}

export interface StoredPaymentMethod {
  id: string;
  customer: string;
  brand: 'visa' | 'mastercard';
  last4: string;
  expMonth: number;
  expYear: number;
  created: number;
}

/** An invoice line as stored: what it charges (negative for a credit), for which price and period. */
export interface StoredLine {
  id: string;
  amount: number;
  description: string;
  price: string;
  proration: boolean;
  start: number;
  end: number;
}

export interface StoredSubscription {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  price: string;
  itemId: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  defaultPaymentMethod: string | null;
  metadata: Record<string, string>;
  latestInvoice: string | null;
  /** Prorations of plan changes made during this period, billed with the next renewal (create_prorations). */
  pendingLines: StoredLine[];
  /** The simulator's own control: the card on file is declined until it is updated or accepted again. */
  declineCard: boolean;
}

export interface StoredInvoice {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  lines: StoredLine[];
  periodStart: number;
  periodEnd: number;
  attemptCount: number;
  created: number;
  paidAt: number | null;
}

export interface StoredCheckoutSession {
  id: string;
  customer: string;
  clientReferenceId: string | null;
  price: string;
  trialDays: number | null;
  subscriptionMetadata: Record<string, string>;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  allowPromotionCodes: boolean;
  status: 'open' | 'complete';
  subscription: string | null;
  invoice: string | null;
  created: number;
}

export interface StoredPortalSession {
  id: string;
  customer: string;
  returnUrl: string;
  created: number;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  /** The connected account a Connect event happened on (absent on the platform account's events). */
  account?: string;
}

/** An event as the overview lists it: delivered, or the delivery's error (kept with the event for a retry). */
export interface EventRecord {
  event: StripeEvent;
  delivered: boolean;
  error: string | null;
}

export interface SimulatorState {
  version: 1;
  /** The simulator's clock: the last timestamp it gave out (seconds). */
  clock: number;
  /** The counter behind every id, so ids sort in the order they were made. */
  sequence: number;
  customers: Record<string, StoredCustomer>;
  paymentMethods: Record<string, StoredPaymentMethod>;
  subscriptions: Record<string, StoredSubscription>;
  invoices: Record<string, StoredInvoice>;
  checkoutSessions: Record<string, StoredCheckoutSession>;
  portalSessions: Record<string, StoredPortalSession>;
  /** Connected accounts, each holding its own customers, subscriptions, invoices and balance. */
  accounts: Record<string, StoredAccount>;
  accountLinks: Record<string, StoredAccountLink>;
  /** The latest events, newest last (a bounded log), failed deliveries among them. */
  events: EventRecord[];
}

export const emptyState = (): SimulatorState => ({
  version: 1,
  clock: 0,
  sequence: 0,
  customers: {},
  paymentMethods: {},
  subscriptions: {},
  invoices: {},
  checkoutSessions: {},
  portalSessions: {},
  accounts: {},
  accountLinks: {},
  events: [],
});

export interface CatalogPrice {
  id: string;
  lookupKey: string;
  product: string;
  planLabel: string;
  interval: PlanInterval;
  unitAmount: number;
}

/** The catalogue's prices as Stripe prices: ids from the lookup keys, so every start (and every test) agrees. */
export const CATALOG: readonly CatalogPrice[] = PLANS.flatMap((plan) =>
  plan.plans.map((p) => ({
    id: `price_${p.stripeId}`,
    lookupKey: p.stripeId,
    product: `prod_${plan.id.replace(/-plan$/, '')}`,
    planLabel: plan.label,
    interval: p.interval,
    unitAmount: p.amount,
  })),
);

export const catalogPrice = (id: string) => CATALOG.find((p) => p.id === id);

const DAY = 86_400;
/** The end of one billing interval from `start` (calendar months and years, as Stripe bills); -1: its start. */
export function addInterval(start: number, interval: PlanInterval, count: 1 | -1 = 1): number {
  if (interval === 'lifetime') return start;
  const date = new Date(start * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}
export const addDays = (start: number, days: number) => start + days * DAY;
