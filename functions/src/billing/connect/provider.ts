// The Connect port: what paid membership asks of the payment provider on the community's own (connected) account —
// the payout account and its onboarding, its balance, and members' supporter subscriptions sold on it. The Stripe
// adapters answer it over the Stripe API (every call on a connected account carries `Stripe-Account`); tests answer
// the same calls with msw, the local platform with its simulator.
import type { SupporterStatus } from '@hearth/shared/rules/supporters';

/** A verified Connect event: as a platform event, plus the connected account it happened on. */
export interface ConnectEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  /** The connected account (`acct_…`); null on an event of the platform account itself. */
  account: string | null;
  object: Record<string, unknown>;
}

/** A payout account (an Express connected account) as Hearth reads it. */
export interface PayoutAccount {
  id: string;
  email: string | null;
  country: string | null;
  /** Charges and payouts both enabled: members can pay and the owner is paid. */
  canReceivePayouts: boolean;
  detailsSubmitted: boolean;
  /** The community it was opened for (its metadata). */
  communityId: string | null;
}

export interface PayoutAccountsProvider {
  /** A new Express account for the community's owner in the country, with card payments and transfers requested. */
  createAccount(input: { communityId: string; country: string; email: string }): Promise<PayoutAccount>;
  getAccount(accountId: string): Promise<PayoutAccount>;
  /** A hosted onboarding link (`account_onboarding`) returning to `returnUrl`, renewed at `refreshUrl`. */
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** The account's balance: available and pending amounts by currency (cents). */
  getBalance(
    accountId: string,
  ): Promise<{ available: { amount: number; currency: string }[]; pending: { amount: number; currency: string }[] }>;
}

/** Who a supporter subscription was sold to, from its metadata. */
export interface SupporterMetadata {
  communityId: string | null;
  memberId: string | null;
}

/** A member's supporter subscription as Hearth reads it (API answers and webhook payloads alike). */
export interface SupporterSubscriptionObject {
  id: string;
  customerId: string | null;
  status: SupporterStatus;
  /** Unix seconds: when it started (Stripe's `start_date`). */
  startedAt: number;
  /** Unix seconds: the end of the paid period. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** Unix seconds: when it ended (Stripe's `ended_at`), once it has. */
  endedAt: number | null;
  metadata: SupporterMetadata;
}

export interface SupporterCheckoutRequest {
  accountId: string;
  customerId: string;
  communityId: string;
  memberId: string;
  /** Shown on Checkout: "<community name> supporter". */
  productName: string;
  amount: number;
  currency: string;
  feePercent: number;
  successUrl: string;
  cancelUrl: string;
}

export interface SupporterSubscriptionsProvider {
  /** A customer on the connected account for a member. */
  createCustomer(input: {
    accountId: string;
    email: string;
    communityId: string;
    memberId: string;
  }): Promise<{ customerId: string }>;
  /** Checkout for a monthly subscription at the community's price, with Hearth's application fee. */
  createCheckoutSession(input: SupporterCheckoutRequest): Promise<{ sessionId: string; url: string }>;
  getSubscription(accountId: string, subscriptionId: string): Promise<SupporterSubscriptionObject>;
  /** Cancel at the end of the period (true), or take that back (false). */
  setCancelAtPeriodEnd(
    accountId: string,
    subscriptionId: string,
    cancel: boolean,
  ): Promise<SupporterSubscriptionObject>;
  /** The event a Connect webhook delivery carries, once its signature (the Connect secret) holds; throws otherwise. */
  verifyConnectWebhook(rawBody: string, signature: string | undefined): Promise<ConnectEvent>;
}
