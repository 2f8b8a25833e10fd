// Stripe Connect in the simulator: the connected (Express) accounts communities open for payouts, their onboarding
// links, and what each account holds apart from the platform's — its customers, the members' subscriptions sold on
// it (an inline monthly price with Hearth's application fee), their invoices and its balance.

export const CONNECT_WEBHOOK_SECRET = 'whsec_hearth_connect_local';
/** Stripe's card processing fee on each payment, taken from the connected account: 2.9% + 30 cents. */
export const PROCESSING_FEE = { permille: 29, fixed: 30 } as const;
/** How long a payment stays pending before it is available on the account's balance. */
export const PENDING_DAYS = 2;

export type ConnectSubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';

export interface ConnectCustomer {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  /** The test card on file once a checkout was paid. */
  card: boolean;
  created: number;
}

/** The inline price a checkout sold (`price_data`): monthly, in the community's currency. */
export interface ConnectPrice {
  id: string;
  product: string;
  productName: string;
  unitAmount: number;
  currency: string;
}

export interface ConnectCheckoutSession {
  id: string;
  customer: string;
  clientReferenceId: string | null;
  price: ConnectPrice;
  applicationFeePercent: number | null;
  subscriptionMetadata: Record<string, string>;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete';
  subscription: string | null;
  invoice: string | null;
  /** The last attempt's card was declined (the checkout page says so; nothing was subscribed). */
  declined: boolean;
  created: number;
}

export interface ConnectSubscription {
  id: string;
  customer: string;
  status: ConnectSubscriptionStatus;
  price: ConnectPrice;
  itemId: string;
  applicationFeePercent: number | null;
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Record<string, string>;
  latestInvoice: string | null;
  /** The simulator's own control: the card is declined at the next charge until accepted again. */
  declineCard: boolean;
}

export interface ConnectInvoice {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  billingReason: 'subscription_create' | 'subscription_cycle';
  amount: number;
  currency: string;
  applicationFeeAmount: number | null;
  periodStart: number;
  periodEnd: number;
  attemptCount: number;
  created: number;
  paidAt: number | null;
}

/** A payment on its way to the balance: available from `availableOn` (seconds). */
export interface PendingFunds {
  amount: number;
  currency: string;
  availableOn: number;
  invoice: string;
}

export interface StoredAccount {
  id: string;
  email: string | null;
  country: string;
  metadata: Record<string, string>;
  capabilitiesRequested: string[];
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  created: number;
  /** The account's own clock (seconds): moved by renewals and "Advance 2 days", never behind the simulator's. */
  clock: number;
  available: Record<string, number>;
  pending: PendingFunds[];
  customers: Record<string, ConnectCustomer>;
  subscriptions: Record<string, ConnectSubscription>;
  invoices: Record<string, ConnectInvoice>;
  checkoutSessions: Record<string, ConnectCheckoutSession>;
}

export interface StoredAccountLink {
  id: string;
  account: string;
  returnUrl: string;
  refreshUrl: string;
  created: number;
  expiresAt: number;
}

/** What a paid invoice leaves the connected account: the amount less Hearth's fee and Stripe's processing fee. */
export const processingFee = (amount: number) =>
  Math.floor((amount * PROCESSING_FEE.permille + 500) / 1000) + PROCESSING_FEE.fixed;

/** Hearth's application fee on an amount at a percentage (to 2 decimals), in integer cents rounded half up. */
export const applicationFee = (amount: number, percent: number) =>
  Math.floor((amount * Math.round(percent * 100) + 5000) / 10_000);
