// The local Stripe simulator as the platform starts it: its API on a loopback port (the functions' STRIPE_API_URL),
// its pages for the gateway to serve under /_dev/stripe, events signed and POSTed to the billing webhook route.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createStripeApi } from './api.ts';
import { type SeededSubscription, announceSubscription, seedSubscription } from './checkout.ts';
import { type SendEvent, webhookSender } from './delivery.ts';
import { CONNECT_WEBHOOK_SECRET } from './connect-model.ts';
import { SIMULATOR_WEBHOOK_SECRET } from './model.ts';
import { type StripePages, createStripePages } from './pages.ts';
import { StripeSimulator } from './simulator.ts';

export const WEBHOOK_PATH = '/api/v1/billing/stripe-webhook';
/** Where Connect events (those carrying `account`) go, signed with the Connect endpoint's own secret. */
export const CONNECT_WEBHOOK_PATH = '/api/v1/billing/connect-webhook';

export interface StripeSimulatorOptions {
  /** Where the state file lives (`<data>/stripe-simulator.json`); null: memory only. */
  dataDir: string | null;
  /** The loopback port of the API; 0 picks a free one. */
  port: number;
  /** The gateway's port: the pages' app host and the webhook's target. */
  gatewayPort: number;
  /** Replaces both webhook POSTs, the platform's and Connect's (tests). */
  send?: SendEvent;
  now?: () => number;
  log?: (line: string) => void;
}

export interface RunningStripeSimulator {
  /** `http://127.0.0.1:<port>`: the functions' STRIPE_API_URL. */
  url: string;
  pages: StripePages;
  /** Puts a customer and subscription in place (the demo seed), without events. */
  seed: (input: SeededSubscription) => Promise<void>;
  /**
   * Sends the events Stripe would have sent for a subscription (seeded) as it is now: its card attached, the
   * subscription created; resolves once they were delivered (or logged as failed, kept for the retry button).
   */
  announce: (subscriptionId: string) => Promise<void>;
  simulator: StripeSimulator;
  stop: () => Promise<void>;
}

/** The gateway's two webhook routes: a Connect event (it names its `account`) to Connect's, any other to billing's. */
function gatewaySender(gatewayPort: number, host: string): SendEvent {
  const to = (path: string, secret: string) =>
    webhookSender({ url: `http://127.0.0.1:${gatewayPort}${path}`, host, secret });
  const platform = to(WEBHOOK_PATH, SIMULATOR_WEBHOOK_SECRET);
  const connect = to(CONNECT_WEBHOOK_PATH, CONNECT_WEBHOOK_SECRET);
  return (event) => (event.account ? connect(event) : platform(event));
}

export async function startStripeSimulator(options: StripeSimulatorOptions): Promise<RunningStripeSimulator> {
  const appHost = `app.localhost:${options.gatewayPort}`;
  const simulator = new StripeSimulator({
    statePath: options.dataDir ? join(options.dataDir, 'stripe-simulator.json') : null,
    appOrigin: `http://${appHost}`,
    send: options.send ?? gatewaySender(options.gatewayPort, appHost),
    now: options.now,
    log: options.log,
  });
  const server = createStripeApi(simulator);
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', ok);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages: createStripePages(simulator),
    seed: async (input) => void (await simulator.run(() => seedSubscription(simulator, input))),
    announce: (subscriptionId) => simulator.run(() => announceSubscription(simulator, subscriptionId)),
    simulator,
    stop: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
