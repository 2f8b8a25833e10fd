// What the simulator's tests share: a simulator on a free port, its pages on another (the gateway's part), the real
// Stripe SDK pointed at it as the billing adapter points it, and buttons pressed as a browser posts them.
import { mkdtempSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { SendEvent } from './delivery.ts';
import { type RunningStripeSimulator, startStripeSimulator } from './index.ts';
import { SIMULATOR_API_KEY } from './model.ts';

export interface Kit {
  sim: RunningStripeSimulator;
  stripe: Stripe;
  /** The pages' origin (the gateway's part, on its own port here). */
  pagesOrigin: string;
  /** The gateway port the simulator was told (its app host's port in URLs). */
  gatewayPort: number;
  dataDir: string;
  close: () => Promise<void>;
}

export const listen = async (server: Server) => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return (server.address() as AddressInfo).port;
};

export const close = (server: Server) =>
  new Promise<void>((ok) => {
    server.closeAllConnections();
    server.close(() => ok());
  });

export function sdkFor(url: string): Stripe {
  const { hostname, port } = new URL(url);
  return new Stripe(SIMULATOR_API_KEY, {
    httpClient: Stripe.createFetchHttpClient((u, i) => globalThis.fetch(u, i)),
    host: hostname,
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** A simulator whose clock starts at a fixed time (1 May 2026, 12:00 UTC) and only moves by its own ticks. */
export const FIXED_NOW = Date.UTC(2026, 4, 1, 12);

/**
 * `gatewayPort` with `deliver`: the simulator's own delivery to that port's two webhook routes (as on the platform),
 * instead of `send` (by default a sender that accepts every event).
 */
export async function startKit(
  options: { send?: SendEvent; dataDir?: string; gatewayPort?: number; deliver?: boolean } = {},
): Promise<Kit> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hearth-stripe-'));
  const gatewayPort = options.gatewayPort ?? 4999;
  const sim = await startStripeSimulator({
    dataDir,
    port: 0,
    gatewayPort,
    send: options.deliver ? undefined : (options.send ?? (async () => undefined)),
    now: () => FIXED_NOW,
    log: () => undefined,
  });
  const pagesServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    sim.pages(req, res, path).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  const pagesOrigin = `http://127.0.0.1:${await listen(pagesServer)}`;
  return {
    sim,
    stripe: sdkFor(sim.url),
    pagesOrigin,
    gatewayPort,
    dataDir,
    close: async () => {
      await close(pagesServer);
      await sim.stop();
    },
  };
}

/** Presses a page's button: a form POST, answered with a redirect (whose target is returned). */
export async function press(kit: Kit, action: string, fields: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${kit.pagesOrigin}${action}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`${action} answered ${res.status}: ${await res.text()}`);
  return res.headers.get('location') ?? '';
}

/** The path of a page URL the simulator gave out on the app host. */
export const pathOf = (url: string) => new URL(url).pathname;

/** A checkout for a catalogue price, made with the SDK as the billing adapter makes it. */
export async function checkout(kit: Kit, lookupKey: string, trialDays?: number) {
  const customer = await kit.stripe.customers.create({
    email: 'owner@hearth.local',
    metadata: { ownerMemberId: 'm-owner' },
  });
  const prices = await kit.stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  const session = await kit.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: 'm-owner',
    line_items: [{ price: prices.data[0]!.id, quantity: 1 }],
    subscription_data: {
      ...(trialDays ? { trial_period_days: trialDays } : {}),
      metadata: { communityId: 'c-1', ownerMemberId: 'm-owner', priceId: lookupKey },
    },
    metadata: { communityId: 'c-1', ownerMemberId: 'm-owner', priceId: lookupKey },
    success_url: 'http://app.localhost:4999/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.localhost:4999/subscription',
    allow_promotion_codes: true,
  });
  return { customer, session };
}

/** The community's payout account as onboarding leaves it: created, its onboarding link, Complete pressed. */
export async function payoutAccount(kit: Kit, complete = true) {
  const account = await kit.stripe.accounts.create({
    type: 'express',
    country: 'US',
    email: 'owner@hearth.local',
    metadata: { communityId: 'c-1' },
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  });
  const link = await kit.stripe.accountLinks.create({
    account: account.id,
    refresh_url: 'http://app.localhost:4999/monetization?callback=refresh&communityId=c-1',
    return_url: 'http://app.localhost:4999/monetization?callback=return&communityId=c-1',
    type: 'account_onboarding',
  });
  if (complete) await press(kit, `${pathOf(link.url)}/complete`);
  return { account, link };
}

/** A member's supporter checkout on a connected account, made with the SDK as the Connect adapter makes it. */
export async function supporterCheckout(kit: Kit, accountId: string, amount = 499, currency = 'usd') {
  const on = { stripeAccount: accountId };
  const customer = await kit.stripe.customers.create(
    { email: 'member@hearth.local', metadata: { communityId: 'c-1', memberId: 'm-1' } },
    on,
  );
  const session = await kit.stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'm-1',
      line_items: [
        {
          price_data: {
            currency,
            unit_amount: amount,
            recurring: { interval: 'month' },
            product_data: { name: 'Demo supporter' },
          },
          quantity: 1,
        },
      ],
      subscription_data: { application_fee_percent: 8, metadata: { communityId: 'c-1', memberId: 'm-1' } },
      metadata: { communityId: 'c-1', memberId: 'm-1' },
      success_url: 'http://demo.localhost:4999/settings?subscription=success',
      cancel_url: 'http://demo.localhost:4999/subscription',
    },
    on,
  );
  return { customer, session };
}

/** A paid supporter subscription's id (Pay with test card pressed on its checkout). */
export async function paidSupporter(kit: Kit, accountId: string) {
  const { session } = await supporterCheckout(kit, accountId);
  await press(kit, `${pathOf(session.url!)}/pay`);
  return kit.sim.simulator.state.accounts[accountId]!.checkoutSessions[session.id]!.subscription!;
}
