// The billing port: what the billing service asks of the payment provider. The Stripe adapter (stripe-provider.ts)
// answers it over the Stripe API; tests answer the same calls with msw, the local platform with its simulator.
import type { ProviderEvent, ProviderSubscription } from './stripe-shapes.ts';

export type { ProviderEvent, ProviderSubscription } from './stripe-shapes.ts';

/** A catalogue price as the provider holds it (found by its lookup key, the catalogue's price id). */
export interface ProviderPrice {
  /** The provider's own price id (`price_…`). */
  id: string;
  lookupKey: string;
  unitAmount: number;
  currency: string;
}

/** Who a subscription belongs to: a community, or (communityId null) the owner's next community. */
export interface SubscriptionOwner {
  communityId: string | null;
  ownerMemberId: string;
  priceId: string;
}

export interface CheckoutRequest {
  customerId: string;
  owner: SubscriptionOwner;
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PlanChangeCost {
  /** The previewed invoice's amount due (cents). */
  amountDue: number;
  /** Its proration lines summed (cents; negative when the unused time credited is worth more). */
  prorations: number;
  currency: string;
  periodEnd: number | null;
  /** The latest end of its lines' periods: the renewal after a change that starts a new period. */
  linesEnd: number | null;
}

export interface BillingProvider {
  /** A new customer for an owner-app account. */
  createCustomer(input: { email: string; ownerMemberId: string }): Promise<{ customerId: string }>;
  /** The price behind a catalogue price id (lookup key); cached in memory per container. Undefined when missing. */
  price(lookupKey: string): Promise<ProviderPrice | undefined>;
  createCheckoutSession(input: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancel at the end of the period (true), or take that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Moves the subscription's item to another price, prorated. */
  changePrice(subscriptionId: string, itemId: string, lookupKey: string): Promise<ProviderSubscription>;
  /** What moving to the price costs now (the upcoming invoice with proration). */
  previewPriceChange(input: {
    customerId: string;
    subscriptionId: string;
    itemId: string;
    lookupKey: string;
  }): Promise<PlanChangeCost>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Names the community a subscription paid before the community existed now belongs to (its metadata). */
  assignToCommunity(subscriptionId: string, owner: SubscriptionOwner & { communityId: string }): Promise<void>;
  /** The event a webhook delivery carries, once its signature over the raw body holds; throws otherwise. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}

/** A webhook delivery whose signature is missing, forged or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
