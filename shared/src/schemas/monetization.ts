// Paid membership (owner-dashboard §3 Monetization, §5 Subscription price, §7 Monetization; member-forum §2
// /subscription, §3 Profile subscription, §4 Supporter subscription, §7.3): the owner's /monetization data and
// actions (payout onboarding through Stripe Connect, price, enabling, subscribers, perks, balance), and the member's
// supporter subscription (subscribe through Checkout, unsubscribe at period end, resume). Amounts are integer cents of
// their currency, times are ISO 8601.
import * as z from 'zod';
import { PAYOUT_COUNTRIES, SUPPORTER_CURRENCY_CODES, type SupporterCurrency } from '../constants/supporters.ts';
import * as messages from '../messages.ts';
import { SUBSCRIBER_FILTERS, supporterPriceProblem } from '../rules/supporters.ts';
import { isBlankHtml } from './posts.ts';
import { supporterStatusSchema, supporterSubscriptionSchema } from './supporter-subscription.ts';

export * from './supporter-subscription.ts';

export const supporterCurrencySchema = z.enum(SUPPORTER_CURRENCY_CODES as [SupporterCurrency, ...SupporterCurrency[]], {
  error: messages.supporterCurrencyUnknown,
});

const cents = z.number().int().nonnegative();
const iso = z.iso.datetime();

/** An amount in one currency (Stripe's balance lists). */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });

/** updateSubscriptionPrice: within the currency's bounds ("Minimum X CUR" / "Maximum X CUR", §5). */
export const supporterPriceBodySchema = z
  .object({
    amount: z.number({ error: messages.fieldRequired }).int(messages.fieldRequired),
    currency: supporterCurrencySchema,
  })
  .superRefine((body, ctx) => {
    const problem = supporterPriceProblem(body.amount, body.currency);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });
export type SupporterPriceBody = z.infer<typeof supporterPriceBodySchema>;

/** Turning paid membership on (needs an account that can receive payouts and the plan's feature) or off. */
export const supportersEnabledBodySchema = z.object({ enabled: z.boolean() });

/** The perks shown to members, in rich text (sanitized on the server); empty clears them. */
export const supporterPerksBodySchema = z.object({
  subscriptionPerks: z
    .string()
    .max(10_000, messages.descriptionTooLong)
    .transform((html) => (isBlankHtml(html) ? '' : html)),
});

export const payoutCountrySchema = z.enum(PAYOUT_COUNTRIES.map((c) => c.value) as [string, ...string[]], {
  error: messages.payoutCountryUnknown,
});

/** Starting (or going on with) payout onboarding: the country only when no payout account exists yet. */
export const payoutOnboardingBodySchema = z.object({ country: payoutCountrySchema.optional() });

export const payoutOnboardingSchema = z
  .object({
    /** The provider's hosted onboarding (Stripe's, or the local simulator's) to send the browser to. */
    url: z.string(),
  })
  .meta({ id: 'PayoutOnboarding' });

export const payoutCountriesSchema = z
  .object({ countries: z.array(z.object({ name: z.string(), value: z.string() })) })
  .meta({ id: 'PayoutCountries' });

/** getAccountStatus: whether the payout account can receive payouts, as the provider says now. */
export const payoutAccountStatusSchema = z
  .object({
    canRecievePayouts: z.boolean(),
    /** The onboarding was submitted (details given), even if the provider still checks them. */
    detailsSubmitted: z.boolean(),
    /** Whether this check turned paid membership on (the onboarding's return enables it once payouts work). */
    isSubscriptionEnabled: z.boolean(),
  })
  .meta({ id: 'PayoutAccountStatus' });

/** The /monetization page's data, from Hearth's own items (one read; the balance is asked of the provider apart). */
export const monetizationSchema = z
  .object({
    isSubscriptionEnabled: z.boolean(),
    subscriptionPriceAmount: cents,
    subscriptionPriceCurrency: supporterCurrencySchema,
    canRecievePayouts: z.boolean(),
    /** The payout account's e-mail once one exists (onboarding then goes on without the country picker). */
    email: z.string().nullable(),
    payoutCountry: z.string().nullable(),
    /** Whether the plan includes member subscriptions (enabling is refused with the plan's text otherwise). */
    planAllows: z.boolean(),
    subscriptionPerks: z.string(),
    /** Subscribers by the list's filters. */
    totals: z.object({ active: z.number().int(), canceled: z.number().int(), unpaid: z.number().int() }),
    /** What members paid, Hearth's fee and the owner's part, per currency, to date (integer cents). */
    earnings: z.array(
      z.object({ currency: z.string(), gross: cents, fee: cents, net: cents, payments: z.number().int() }),
    ),
    currencies: z.array(z.object({ code: supporterCurrencySchema, label: z.string(), min: cents, max: cents })),
    defaultPrice: z.object({ amount: cents, currency: supporterCurrencySchema }),
    feePercent: z.number(),
  })
  .meta({ id: 'Monetization' });
export type Monetization = z.infer<typeof monetizationSchema>;

/** The payout account's balance as the provider holds it (net of Hearth's fee and card processing). */
export const monetizationBalanceSchema = z
  .object({ available: z.array(moneySchema), pending: z.array(moneySchema) })
  .meta({ id: 'MonetizationBalance' });

export const subscriberFilterSchema = z.enum(Object.keys(SUBSCRIBER_FILTERS) as ['active', 'canceled', 'unpaid']);

export const subscribersQuerySchema = z.object({
  filter: subscriberFilterSchema.default('active'),
  cursor: z.string().max(2000).optional(),
});

export const subscriberSchema = z
  .object({
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    profilePicURL: z.string().nullable(),
    status: supporterStatusSchema,
    subscription: z.object({ startedAt: iso, currentPeriodEnd: iso.nullable(), cancelAtPeriodEnd: z.boolean() }),
    /** What this subscriber paid to date, net of Hearth's fee, per currency. */
    paidNet: z.array(moneySchema),
  })
  .meta({ id: 'Subscriber' });

export const subscribersPageSchema = z
  .object({ subscribers: z.array(subscriberSchema), total: z.number().int(), nextCursor: z.string().nullable() })
  .meta({ id: 'SubscribersPage' });

/** The member's /subscription page: the offer, the perks, and their own subscription. */
export const mySupporterSubscriptionSchema = z
  .object({
    /** The community sells a supporter subscription (else the page and the menu item are not offered). */
    enabled: z.boolean(),
    price: z.object({ amount: cents, currency: supporterCurrencySchema }),
    subscriptionPerks: z.string(),
    subscription: supporterSubscriptionSchema.nullable(),
  })
  .meta({ id: 'MySupporterSubscription' });
export type MySupporterSubscription = z.infer<typeof mySupporterSubscriptionSchema>;

export const supporterCheckoutSchema = z
  .object({ sessionId: z.string(), url: z.string() })
  .meta({ id: 'SupporterCheckout' });
