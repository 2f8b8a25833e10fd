// The Stripe SDK, created once per container with its fetch HTTP client (so msw intercepts it in tests and the local
// simulator answers it on `npm start`): the API key and the webhook signing secret come from the configuration, as
// values locally or from Secrets Manager in AWS. General to every Stripe use (the platform account and
// Connect); what billing asks of Stripe is its port (functions/src/billing/provider.ts).
import type Stripe from 'stripe';
import { once } from '../aws/lazy.ts';
import { configuredSecret } from '../secrets.ts';
import { config } from '../config.ts';

export type { Stripe };

/** Where the SDK sends its requests: the simulator's base URL when STRIPE_API_URL is set, else Stripe's own host. */
export function stripeConnection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const sdk = once(async () => (await import('stripe')).default);

const clients = new Map<string, Stripe>();

/** The SDK client for the configured key and API URL (one per container). Throws when no key is configured. */
export async function stripeClient(): Promise<Stripe> {
  const { stripeSecretKey, stripeSecretArn, stripeApiUrl } = config();
  const key = configuredSecret(stripeSecretKey, stripeSecretArn);
  if (!key) throw new Error('Stripe is not configured: set STRIPE_SECRET_KEY or STRIPE_SECRET_ARN.');
  const [StripeSdk, secret] = await Promise.all([sdk(), key()]);
  const id = `${secret}\n${stripeApiUrl ?? ''}`;
  let client = clients.get(id);
  if (!client) {
    client = new StripeSdk(secret, {
      // globalThis.fetch looked up on each call, so a test's interceptor installed later still sees the request.
      httpClient: StripeSdk.createFetchHttpClient((url, init) => globalThis.fetch(url, init)),
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...stripeConnection(stripeApiUrl),
    });
    clients.set(id, client);
  }
  return client;
}

/** The webhook signing secret (whsec_…). Throws when none is configured. */
export async function webhookSigningSecret(): Promise<string> {
  const { stripeWebhookSecret, stripeWebhookSecretArn } = config();
  const secret = configuredSecret(stripeWebhookSecret, stripeWebhookSecretArn);
  if (!secret) throw new Error('Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET(_ARN).');
  return secret();
}

/** The Connect webhook endpoint's signing secret (whsec_…), its own. Throws when none is configured. */
export async function connectWebhookSigningSecret(): Promise<string> {
  const { stripeConnectWebhookSecret, stripeConnectWebhookSecretArn } = config();
  const secret = configuredSecret(stripeConnectWebhookSecret, stripeConnectWebhookSecretArn);
  if (!secret) throw new Error('Stripe Connect webhooks are not configured: set STRIPE_CONNECT_WEBHOOK_SECRET(_ARN).');
  return secret();
}

/** The SDK's webhook helpers (signature check), without an API key. */
export const stripeWebhooks = async () => (await sdk()).webhooks;
