// The billing port over the Stripe API (the `stripe` SDK with its fetch HTTP client: platform/stripe/client.ts).
// Prices are found by their lookup keys (the catalogue's price ids) and kept in memory per container.
import * as messages from '@hearth/shared/messages';
import { AppError } from '../platform/http/errors.ts';
import { logger } from '../platform/log.ts';
import { stripeClient, stripeWebhooks, webhookSigningSecret } from '../platform/stripe/client.ts';
import type { Stripe } from '../platform/stripe/client.ts';
import type { BillingProvider, CheckoutRequest, ProviderPrice, SubscriptionOwner } from './provider.ts';
import { WebhookSignatureError } from './provider.ts';
import { eventFrom, subscriptionFrom } from './stripe-shapes.ts';

/** Metadata Stripe keeps on the session and the subscription: who it was sold for. */
const metadataOf = (owner: SubscriptionOwner) => ({
  communityId: owner.communityId ?? '',
  ownerMemberId: owner.ownerMemberId,
  priceId: owner.priceId,
});

function subscription(raw: unknown) {
  const parsed = subscriptionFrom(raw);
  if (!parsed) throw new Error('Stripe answered a subscription without an id.');
  return parsed;
}

type Client = () => Promise<Stripe>;

/** The price behind a lookup key, from the container's cache or Stripe (only found prices are kept). */
async function lookUpPrice(client: Client, cache: Map<string, ProviderPrice>, lookupKey: string) {
  const cached = cache.get(lookupKey);
  if (cached) return cached;
  const list = await (await client()).prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const found = list.data[0];
  if (!found) return undefined;
  const known: ProviderPrice = {
    id: found.id,
    lookupKey,
    unitAmount: found.unit_amount ?? 0,
    currency: found.currency,
  };
  cache.set(lookupKey, known);
  return known;
}

async function checkoutSession(client: Client, priceId: string, input: CheckoutRequest) {
  const { customerId, owner, trialDays, successUrl, cancelUrl } = input;
  const metadata = metadataOf(owner);
  const session = await (
    await client()
  ).checkout.sessions.create({
    mode: 'subscription',
    customer: customerId,
    client_reference_id: owner.ownerMemberId,
    line_items: [{ price: priceId, quantity: 1 }],
    subscription_data: { ...(trialDays ? { trial_period_days: trialDays } : {}), metadata },
    metadata,
    success_url: successUrl,
    cancel_url: cancelUrl,
    allow_promotion_codes: true,
  });
  if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
  return { sessionId: session.id, url: session.url };
}

async function previewChange(
  client: Client,
  priceId: string,
  input: Parameters<BillingProvider['previewPriceChange']>[0],
) {
  const invoice = await (
    await client()
  ).invoices.createPreview({
    customer: input.customerId,
    subscription: input.subscriptionId,
    subscription_details: {
      items: [{ id: input.itemId, price: priceId }],
      proration_behavior: 'create_prorations',
    },
  });
  const lines = invoice.lines?.data ?? [];
  const prorations = lines
    .filter((l) => l.parent?.subscription_item_details?.proration)
    .reduce((sum, l) => sum + l.amount, 0);
  const ends = lines.map((l) => l.period?.end).filter((end): end is number => typeof end === 'number');
  return {
    amountDue: invoice.amount_due,
    prorations,
    currency: invoice.currency,
    periodEnd: invoice.period_end ?? null,
    linesEnd: ends.length ? Math.max(...ends) : null,
  };
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
  const event = eventFrom(verified);
  if (!event) throw new WebhookSignatureError('The signed body is not a Stripe event.');
  return event;
}

/** The adapter; `client` and `signingSecret` are the configured ones unless a test passes its own. */
export function stripeProvider(
  client: Client = stripeClient,
  signingSecret: () => Promise<string> = webhookSigningSecret,
): BillingProvider {
  const prices = new Map<string, ProviderPrice>();
  const price = (lookupKey: string) => lookUpPrice(client, prices, lookupKey);
  const priceIdOf = async (lookupKey: string) => {
    const found = await price(lookupKey);
    if (!found) throw new Error(`Stripe has no active price with the lookup key ${lookupKey}.`);
    return found.id;
  };
  const update = async (id: string, params: Stripe.SubscriptionUpdateParams) =>
    subscription(await (await client()).subscriptions.update(id, params));
  return {
    price,
    createCustomer: async ({ email, ownerMemberId }) => ({
      customerId: (await (await client()).customers.create({ email, metadata: { ownerMemberId } })).id,
    }),
    createCheckoutSession: async (input) => checkoutSession(client, await priceIdOf(input.owner.priceId), input),
    getSubscription: async (id) => subscription(await (await client()).subscriptions.retrieve(id)),
    setCancelAtPeriodEnd: (id, cancel) => update(id, { cancel_at_period_end: cancel }),
    changePrice: async (id, itemId, lookupKey) =>
      update(id, {
        items: [{ id: itemId, price: await priceIdOf(lookupKey) }],
        proration_behavior: 'create_prorations',
      }),
    previewPriceChange: async (input) => previewChange(client, await priceIdOf(input.lookupKey), input),
    createPortalSession: async ({ customerId, returnUrl }) => ({
      url: (await (await client()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
    }),
    assignToCommunity: async (id, owner) => {
      await update(id, { metadata: metadataOf(owner) });
    },
    verifyWebhook: (rawBody, signature) => verify(signingSecret, rawBody, signature),
  };
}

/**
 * Stripe unreachable, refusing or missing a catalogue price: the owner gets a 502 with the spec's "something went
 * wrong, try again later" (nothing was changed on our side), and the cause is logged — not an unexplained 500.
 */
export function answeringUnavailable<P extends object = BillingProvider>(provider: P): P {
  const guarded = { ...provider } as Record<string, unknown>;
  for (const [name, call] of Object.entries(provider)) {
    // A webhook's signature check is not a call to Stripe: its refusal stays a 400.
    if (name === 'verifyWebhook' || name === 'verifyConnectWebhook') continue;
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (error instanceof AppError) throw error;
        logger.error('payment provider call failed', { call: name, error: error as Error });
        throw new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', messages.somethingWentWrong);
      }
    };
  }
  return guarded as P;
}

let configured: BillingProvider | undefined;

/** The provider the configuration asks for (one per container). */
export const billingProvider = (): BillingProvider =>
  (configured ??= answeringUnavailable<BillingProvider>(stripeProvider()));
