// The payout-accounts port over the Stripe API: Express connected accounts opened with the platform key, their
// hosted onboarding links, and a connected account's balance (asked with `Stripe-Account`).
import { stripeClient } from '../../platform/stripe/client.ts';
import type { Stripe } from '../../platform/stripe/client.ts';
import { answeringUnavailable } from '../stripe-provider.ts';
import type { PayoutAccount, PayoutAccountsProvider } from './provider.ts';

type Client = () => Promise<Stripe>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A Stripe account as Hearth reads it: it can receive payouts when both charges and payouts are enabled. */
export function payoutAccountFrom(raw: unknown): PayoutAccount {
  const account = (raw ?? {}) as Record<string, unknown>;
  const id = text(account.id);
  if (!id) throw new Error('Stripe answered an account without an id.');
  const metadata = (account.metadata ?? {}) as Record<string, unknown>;
  return {
    id,
    email: text(account.email),
    country: text(account.country),
    canReceivePayouts: account.charges_enabled === true && account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    communityId: text(metadata.communityId),
  };
}

const amounts = (list: readonly { amount: number; currency: string }[] | undefined) =>
  (list ?? []).map(({ amount, currency }) => ({ amount, currency }));

/** The adapter; `client` is the configured one unless a test passes its own. */
export function stripePayoutAccounts(client: Client = stripeClient): PayoutAccountsProvider {
  return {
    createAccount: async ({ communityId, country, email }) =>
      payoutAccountFrom(
        await (
          await client()
        ).accounts.create({
          type: 'express',
          country,
          email,
          metadata: { communityId },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        }),
      ),
    getAccount: async (accountId) => payoutAccountFrom(await (await client()).accounts.retrieve(accountId)),
    createOnboardingLink: async ({ accountId, returnUrl, refreshUrl }) => {
      const link = await (
        await client()
      ).accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    },
    getBalance: async (accountId) => {
      const balance = await (await client()).balance.retrieve({}, { stripeAccount: accountId });
      return { available: amounts(balance.available), pending: amounts(balance.pending) };
    },
  };
}

let configured: PayoutAccountsProvider | undefined;

/** The configured adapter (one per container); a failing Stripe answers 502 PAYMENT_PROVIDER_UNAVAILABLE. */
export const payoutAccounts = (): PayoutAccountsProvider =>
  (configured ??= answeringUnavailable<PayoutAccountsProvider>(stripePayoutAccounts()));
