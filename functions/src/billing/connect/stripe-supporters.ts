// Members' supporter subscriptions over the Stripe API, on the community's connected account: every call carries
// `{ stripeAccount }` (the SDK's `Stripe-Account` header). The Connect webhook is verified with its own secret.
// Stripe unreachable or refusing → 502 PAYMENT_PROVIDER_UNAVAILABLE, as owner billing answers.
import { connectWebhookSigningSecret, stripeClient, stripeWebhooks } from '../../platform/stripe/client.ts';
import type { Stripe } from '../../platform/stripe/client.ts';
import { WebhookSignatureError } from '../provider.ts';
import { answeringUnavailable } from '../stripe-provider.ts';
import type { ConnectEvent, SupporterCheckoutRequest, SupporterSubscriptionsProvider } from './provider.ts';
import { connectEventFrom, supporterSubscriptionFrom } from './shapes.ts';

type Client = () => Promise<Stripe>;

function subscription(raw: unknown) {
  const parsed = supporterSubscriptionFrom(raw);
  if (!parsed) throw new Error('Stripe answered a subscription without an id.');
  return parsed;
}

async function checkoutSession(client: Client, input: SupporterCheckoutRequest) {
  const metadata = { communityId: input.communityId, memberId: input.memberId };
  const session = await (
    await client()
  ).checkout.sessions.create(
    {
      mode: 'subscription',
      customer: input.customerId,
      client_reference_id: input.memberId,
      line_items: [
        {
          price_data: {
            currency: input.currency,
            unit_amount: input.amount,
            recurring: { interval: 'month' },
            product_data: { name: input.productName },
          },
          quantity: 1,
        },
      ],
      subscription_data: { application_fee_percent: input.feePercent, metadata },
      metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    { stripeAccount: input.accountId },
  );
  if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
  return { sessionId: session.id, url: session.url };
}

async function verify(signingSecret: () => Promise<string>, rawBody: string, signature: string | undefined) {
  if (!signature) throw new WebhookSignatureError('No Stripe-Signature header.');
  const [webhooks, secret] = await Promise.all([stripeWebhooks(), signingSecret()]);
  let verified: unknown;
  try {
    verified = webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  const event: ConnectEvent | null = connectEventFrom(verified);
  if (!event) throw new WebhookSignatureError('The signed body is not a Stripe event.');
  return event;
}

/** The adapter; `client` and `signingSecret` are the configured ones unless a test passes its own. */
export function stripeSupporters(
  client: Client = stripeClient,
  signingSecret: () => Promise<string> = connectWebhookSigningSecret,
): SupporterSubscriptionsProvider {
  return {
    createCustomer: async ({ accountId, email, communityId, memberId }) => ({
      customerId: (
        await (
          await client()
        ).customers.create({ email, metadata: { communityId, memberId } }, { stripeAccount: accountId })
      ).id,
    }),
    createCheckoutSession: (input) => checkoutSession(client, input),
    getSubscription: async (accountId, id) =>
      subscription(await (await client()).subscriptions.retrieve(id, {}, { stripeAccount: accountId })),
    setCancelAtPeriodEnd: async (accountId, id, cancel) =>
      subscription(
        await (await client()).subscriptions.update(id, { cancel_at_period_end: cancel }, { stripeAccount: accountId }),
      ),
    verifyConnectWebhook: (rawBody, signature) => verify(signingSecret, rawBody, signature),
  };
}

/** Every call but the webhook's check answers 502 when Stripe fails (billing's wrapper); the cause is logged. */
export const supportersAnsweringUnavailable = (provider: SupporterSubscriptionsProvider) =>
  answeringUnavailable<SupporterSubscriptionsProvider>(provider);

let configured: SupporterSubscriptionsProvider | undefined;

/** The provider the configuration asks for (one per container). */
export const supportersProvider = (): SupporterSubscriptionsProvider =>
  (configured ??= supportersAnsweringUnavailable(stripeSupporters()));
