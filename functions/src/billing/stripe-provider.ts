// The billing port over the Stripe API (the `stripe` SDK with its fetch HTTP client: platform/stripe/client.ts).
// Prices are found by their lookup keys (the catalogue's price ids) and kept in memory per container.
import { stripeClient, stripeWebhooks, webhookSigningSecret } from '../platform/stripe/client.ts';
import type { Stripe } from '../platform/stripe/client.ts';
import type { BillingProvider, ProviderPrice, SubscriptionOwner } from './provider.ts';
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

/** The adapter; `client` and `signingSecret` are the configured ones unless a test passes its own. */
export function stripeProvider(
  client: () => Promise<Stripe> = stripeClient,
  signingSecret: () => Promise<string> = webhookSigningSecret,
): BillingProvider {
  const prices = new Map<string, ProviderPrice>();

  async function price(lookupKey: string): Promise<ProviderPrice | undefined> {
    const cached = prices.get(lookupKey);
    if (cached) return cached;
    const stripe = await client();
    const list = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const found = list.data[0];
    if (!found) return undefined;
    const known: ProviderPrice = {
      id: found.id,
      lookupKey,
      unitAmount: found.unit_amount ?? 0,
      currency: found.currency,
    };
    prices.set(lookupKey, known);
    return known;
  }

  async function priceIdOf(lookupKey: string): Promise<string> {
    const found = await price(lookupKey);
    if (!found) throw new Error(`Stripe has no active price with the lookup key ${lookupKey}.`);
    return found.id;
  }

  return {
    price,

    async createCustomer({ email, ownerMemberId }) {
      const customer = await (await client()).customers.create({ email, metadata: { ownerMemberId } });
      return { customerId: customer.id };
    },

    async createCheckoutSession({ customerId, owner, trialDays, successUrl, cancelUrl }) {
      const stripe = await client();
      const metadata = metadataOf(owner);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: owner.ownerMemberId,
        line_items: [{ price: await priceIdOf(owner.priceId), quantity: 1 }],
        subscription_data: { ...(trialDays ? { trial_period_days: trialDays } : {}), metadata },
        metadata,
        success_url: successUrl,
        cancel_url: cancelUrl,
        allow_promotion_codes: true,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
      return { sessionId: session.id, url: session.url };
    },

    async getSubscription(subscriptionId) {
      return subscription(await (await client()).subscriptions.retrieve(subscriptionId));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const stripe = await client();
      return subscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },

    async changePrice(subscriptionId, itemId, lookupKey) {
      const stripe = await client();
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: itemId, price: await priceIdOf(lookupKey) }],
        proration_behavior: 'create_prorations',
      });
      return subscription(updated);
    },

    async previewPriceChange({ customerId, subscriptionId, itemId, lookupKey }) {
      const stripe = await client();
      const invoice = await stripe.invoices.createPreview({
        customer: customerId,
        subscription: subscriptionId,
        subscription_details: {
          items: [{ id: itemId, price: await priceIdOf(lookupKey) }],
          proration_behavior: 'create_prorations',
        },
      });
      return { amountDue: invoice.amount_due, currency: invoice.currency, periodEnd: invoice.period_end ?? null };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await (
        await client()
      ).billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async assignToCommunity(subscriptionId, owner) {
      await (await client()).subscriptions.update(subscriptionId, { metadata: metadataOf(owner) });
    },

    async verifyWebhook(rawBody, signature) {
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
    },
  };
}

let configured: BillingProvider | undefined;

/** The provider the configuration asks for (one per container). */
export const billingProvider = (): BillingProvider => (configured ??= stripeProvider());
