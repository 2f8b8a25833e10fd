// Paid membership (owner-dashboard §3 Monetization, §6 owner only, §7 Monetization; member-forum §2 /subscription, §4,
// §7.3). The owner's /monetization: payout onboarding through Stripe Connect, the price, enabling, subscribers, perks
// and the balance — the community's owner only (others 403, a stranger 404). The member's supporter subscription:
// Checkout on the community's connected account, unsubscribe at the period's end, resume. Connect's webhook.
import {
  monetizationBalanceSchema,
  monetizationSchema,
  mySupporterSubscriptionSchema,
  payoutAccountStatusSchema,
  payoutCountriesSchema,
  payoutOnboardingBodySchema,
  payoutOnboardingSchema,
  subscribersPageSchema,
  subscribersQuerySchema,
  supporterCheckoutSchema,
  supporterPerksBodySchema,
  supporterPriceBodySchema,
  supportersEnabledBodySchema,
} from '../schemas/monetization.ts';
import { webhookReceiptSchema } from '../schemas/billing.ts';
import { communityParamsSchema } from '../schemas/params.ts';
import { endpoint } from './endpoint.ts';
import { supporterRoutes } from './routes.ts';

const owner = { tenancy: 'app', auth: 'user' } as const;
const member = { tenancy: 'community', auth: 'user' } as const;

export const getMonetization = endpoint({
  ...supporterRoutes.getMonetization,
  ...owner,
  summary: "The community's paid membership: enabled, price, payout ability, subscriber totals, earnings, perks.",
  request: { params: communityParamsSchema },
  response: monetizationSchema,
  errors: [401, 403, 404],
});

export const getMonetizationBalance = endpoint({
  ...supporterRoutes.getMonetizationBalance,
  ...owner,
  summary: "The payout account's available and pending balance by currency, as the payment provider holds it.",
  request: { params: communityParamsSchema },
  response: monetizationBalanceSchema,
  errors: [401, 403, 404, 409, 502],
});

export const listPayoutCountries = endpoint({
  ...supporterRoutes.listPayoutCountries,
  ...owner,
  summary: 'The countries a payout account may be opened in (the onboarding’s country picker).',
  request: {},
  response: payoutCountriesSchema,
  errors: [401],
});

export const startPayoutOnboarding = endpoint({
  ...supporterRoutes.startPayoutOnboarding,
  ...owner,
  summary:
    "Opens the payout account's hosted onboarding: creates the connected account in the country given the first " +
    'time, then answers the onboarding link to send the browser to.',
  request: { params: communityParamsSchema, body: payoutOnboardingBodySchema },
  response: payoutOnboardingSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409, 502],
});

export const getPayoutAccountStatus = endpoint({
  ...supporterRoutes.getPayoutAccountStatus,
  ...owner,
  summary:
    "Asks the provider whether the payout account can receive payouts now and keeps the answer; the onboarding's " +
    'return (callback=return) enables paid membership when it can.',
  request: { params: communityParamsSchema },
  response: payoutAccountStatusSchema,
  errors: [401, 403, 404, 409, 502],
});

export const setSupportersEnabled = endpoint({
  ...supporterRoutes.setSupportersEnabled,
  ...owner,
  summary: 'Turns paid membership on (a payout account that can receive payouts and the plan’s feature) or off.',
  request: { params: communityParamsSchema, body: supportersEnabledBodySchema },
  response: monetizationSchema,
  errors: [400, 401, 403, 404, 409],
});

export const updateSupporterPrice = endpoint({
  ...supporterRoutes.updateSupporterPrice,
  ...owner,
  summary: "Sets the supporter subscription's monthly price; it applies to new subscribers.",
  request: { params: communityParamsSchema, body: supporterPriceBodySchema },
  response: monetizationSchema,
  errors: [400, 401, 403, 404],
});

export const updateSupporterPerks = endpoint({
  ...supporterRoutes.updateSupporterPerks,
  ...owner,
  summary: 'Sets the perks shown to members on /subscription (rich text, sanitized).',
  request: { params: communityParamsSchema, body: supporterPerksBodySchema },
  response: monetizationSchema,
  errors: [400, 401, 403, 404],
});

export const listSubscribers = endpoint({
  ...supporterRoutes.listSubscribers,
  ...owner,
  summary: 'A page of subscribers by filter: Active (active, past_due), Cancelled (canceled), Payment Errors (unpaid).',
  request: { params: communityParamsSchema, query: subscribersQuerySchema },
  response: subscribersPageSchema,
  errors: [400, 401, 403, 404],
});

export const getMySupporterSubscription = endpoint({
  ...supporterRoutes.getMySupporterSubscription,
  ...member,
  summary: "The community's supporter offer and perks, and the signed-in member's own subscription.",
  request: {},
  response: mySupporterSubscriptionSchema,
  errors: [401, 403],
});

export const subscribeAsSupporter = endpoint({
  ...supporterRoutes.subscribeAsSupporter,
  ...member,
  summary: "Opens Checkout for the supporter subscription on the community's payout account.",
  request: {},
  response: supporterCheckoutSchema,
  status: 201,
  errors: [401, 403, 409, 502],
});

export const unsubscribeAsSupporter = endpoint({
  ...supporterRoutes.unsubscribeAsSupporter,
  ...member,
  summary: "Cancels the member's supporter subscription at the end of the paid period.",
  request: {},
  response: mySupporterSubscriptionSchema,
  errors: [401, 403, 409, 502],
});

export const resumeAsSupporter = endpoint({
  ...supporterRoutes.resumeAsSupporter,
  ...member,
  summary: 'Takes back a cancellation set for the end of the period.',
  request: {},
  response: mySupporterSubscriptionSchema,
  errors: [401, 403, 409, 502],
});

export const connectWebhook = endpoint({
  ...supporterRoutes.connectWebhook,
  summary:
    "The payment provider's Connect events (payout accounts, members' subscriptions and invoices). No session: the " +
    'Stripe-Signature header over the raw body is verified with the Connect endpoint’s own secret; each event is ' +
    'applied once, and an older state never overwrites a newer one.',
  tenancy: 'none',
  auth: 'none',
  signedBody: true,
  request: {},
  response: webhookReceiptSchema,
  errors: [400],
});

/** The owner's side: /monetization's data and actions. */
export const monetizationEndpoints = {
  getMonetization,
  getMonetizationBalance,
  listPayoutCountries,
  startPayoutOnboarding,
  getPayoutAccountStatus,
  setSupportersEnabled,
  updateSupporterPrice,
  updateSupporterPerks,
  listSubscribers,
};

/** The member's side and the Connect webhook that moves their subscriptions. */
export const supporterEndpoints = {
  getMySupporterSubscription,
  subscribeAsSupporter,
  unsubscribeAsSupporter,
  resumeAsSupporter,
  connectWebhook,
};
