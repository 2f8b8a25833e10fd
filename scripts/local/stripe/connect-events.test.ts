// Connect's events as the platform's two webhook routes receive them: each Connect event names its `account`, is
// signed with the Connect secret and goes to the Connect route (platform events keep theirs); onboarding, member
// checkout (pay / decline), cancel at period end, the renewal clock and a declined renewal send what Stripe sends;
// a route that fails (not built yet) keeps the event for the retry button.
import { type Server, createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { CONNECT_WEBHOOK_SECRET } from './connect-model.ts';
import { SIMULATOR_WEBHOOK_SECRET } from './model.ts';
import {
  type Kit,
  checkout,
  close,
  listen,
  pathOf,
  paidSupporter,
  payoutAccount,
  press,
  startKit,
  supporterCheckout,
} from './test-kit.ts';

const SECRETS: Record<string, string> = {
  '/api/v1/billing/connect-webhook': CONNECT_WEBHOOK_SECRET,
  '/api/v1/billing/stripe-webhook': SIMULATOR_WEBHOOK_SECRET,
};
interface Received {
  path: string;
  event: Stripe.Event;
}
const received: Received[] = [];
let connectRouteMissing = false;
let refused = 0;
const verifier = new Stripe('sk_test_hearth_local');
const receiver: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = req.url ?? '';
    if (connectRouteMissing && path.includes('connect')) return res.writeHead(404).end('no route');
    try {
      const secret = SECRETS[path];
      if (!secret) throw new Error(`path ${path}`);
      const event = verifier.webhooks.constructEvent(
        Buffer.concat(chunks),
        String(req.headers['stripe-signature']),
        secret,
      );
      received.push({ path, event });
      res.writeHead(200).end('{}');
    } catch {
      refused += 1;
      res.writeHead(400).end('bad signature');
    }
  });
});

let kit: Kit;
beforeAll(async () => {
  kit = await startKit({ gatewayPort: await listen(receiver), deliver: true });
});
afterAll(async () => {
  await kit.close();
  await close(receiver);
});
afterEach(() => {
  connectRouteMissing = false;
  expect(refused).toBe(0);
});

async function sent(step: () => Promise<unknown>) {
  const from = received.length;
  await step();
  return received.slice(from);
}
const summary = (events: Received[]) =>
  events.map(({ event }) => {
    const object = event.data.object as { object: string; status?: string };
    return object.object === 'subscription' ? `${event.type} (${object.status})` : event.type;
  });
const objectOf = <T>(r: Received | undefined) => r!.event.data.object as T;

describe('onboarding', () => {
  it('Complete onboarding sends account.updated (payouts enabled) to the Connect route; Leave incomplete too', async () => {
    const { account, link } = await payoutAccount(kit, false);
    const left = await sent(() => press(kit, `${pathOf(link.url)}/incomplete`));
    expect(left.map((r) => [r.path, r.event.type, r.event.account])).toEqual([
      ['/api/v1/billing/connect-webhook', 'account.updated', account.id],
    ]);
    expect(objectOf<Stripe.Account>(left[0])).toMatchObject({ details_submitted: false, payouts_enabled: false });
    const done = await sent(() => press(kit, `${pathOf(link.url)}/complete`));
    expect(done.map((r) => r.event.account)).toEqual([account.id]);
    expect(objectOf<Stripe.Account>(done[0])).toMatchObject({
      id: account.id,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    expect(done[0]!.event.data.previous_attributes).toMatchObject({ charges_enabled: false });
  });

  it('platform events keep going to the billing webhook, signed with its own secret and without account', async () => {
    const { session } = await checkout(kit, 'hearth_essential_month');
    const events = await sent(() => press(kit, `${pathOf(session.url!)}/pay`));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((r) => r.path === '/api/v1/billing/stripe-webhook' && r.event.account === undefined)).toBe(
      true,
    );
  });
});

describe('member checkout', () => {
  it('pay: the subscription starts, its first invoice is paid with the 8% fee, the session completes', async () => {
    const { account } = await payoutAccount(kit);
    const { session } = await supporterCheckout(kit, account.id);
    let next = '';
    const events = await sent(async () => (next = await press(kit, `${pathOf(session.url!)}/pay`)));
    expect(next).toBe('http://demo.localhost:4999/settings?subscription=success');
    expect(summary(events)).toEqual([
      'customer.subscription.created (incomplete)',
      'invoice.paid',
      'customer.subscription.updated (active)',
      'checkout.session.completed',
    ]);
    expect(events.every((r) => r.path === '/api/v1/billing/connect-webhook' && r.event.account === account.id)).toBe(
      true,
    );
    const invoice = objectOf<Stripe.Invoice & { application_fee_amount: number }>(events[1]);
    expect(invoice).toMatchObject({ amount_paid: 499, currency: 'usd', application_fee_amount: 40, status: 'paid' });
    expect(invoice.parent?.subscription_details?.metadata).toEqual({ communityId: 'c-1', memberId: 'm-1' });
    expect(invoice.status_transitions.paid_at).toBeTypeOf('number');
    expect(objectOf<Stripe.Checkout.Session>(events[3])).toMatchObject({
      client_reference_id: 'm-1',
      status: 'complete',
    });
  });

  it('a declined card subscribes nothing and sends nothing; the checkout page says so and stays open', async () => {
    const { account } = await payoutAccount(kit);
    const { session } = await supporterCheckout(kit, account.id);
    let next = '';
    const events = await sent(async () => (next = await press(kit, `${pathOf(session.url!)}/decline`)));
    expect(events).toEqual([]);
    expect(next).toBe(pathOf(session.url!));
    const page = await fetch(`${kit.pagesOrigin}${next}`).then((r) => r.text());
    expect(page).toContain('Your card was declined');
    expect(Object.keys(kit.sim.simulator.state.accounts[account.id]!.subscriptions)).toEqual([]);
  });
});

describe('the renewal clock', () => {
  it('renews an active subscription: invoice.paid, then the next period', async () => {
    const { account } = await payoutAccount(kit);
    const id = await paidSupporter(kit, account.id);
    const before = await kit.stripe.subscriptions.retrieve(id, {}, { stripeAccount: account.id });
    const events = await sent(() => press(kit, `/_dev/stripe/connect/${account.id}/subscriptions/${id}/advance`));
    expect(summary(events)).toEqual(['invoice.paid', 'customer.subscription.updated (active)']);
    const renewed = objectOf<Stripe.Subscription>(events[1]);
    expect(renewed.items.data[0]!.current_period_start).toBe(before.items.data[0]!.current_period_end);
    expect(objectOf<Stripe.Invoice & { application_fee_amount: number }>(events[0]).application_fee_amount).toBe(40);
  });

  it('ends a subscription set to cancel at the period end: customer.subscription.deleted with ended_at', async () => {
    const { account } = await payoutAccount(kit);
    const id = await paidSupporter(kit, account.id);
    const cancel = await sent(() =>
      kit.stripe.subscriptions.update(id, { cancel_at_period_end: true }, { stripeAccount: account.id }),
    );
    expect(summary(cancel)).toEqual(['customer.subscription.updated (active)']);
    expect(cancel[0]!.event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const events = await sent(() => press(kit, `/_dev/stripe/connect/${account.id}/subscriptions/${id}/advance`));
    expect(summary(events)).toEqual(['customer.subscription.deleted (canceled)']);
    expect(events[0]!.event.account).toBe(account.id);
    expect(objectOf<Stripe.Subscription>(events[0]).ended_at).toBeTypeOf('number');
  });

  it('a card declined at the renewal: invoice.payment_failed and past_due; accepted again, the next renewal pays both', async () => {
    const { account } = await payoutAccount(kit);
    const id = await paidSupporter(kit, account.id);
    const base = `/_dev/stripe/connect/${account.id}/subscriptions/${id}`;
    await press(kit, `${base}/decline`);
    expect(summary(await sent(() => press(kit, `${base}/advance`)))).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated (past_due)',
    ]);
    await press(kit, `${base}/accept-card`);
    expect(summary(await sent(() => press(kit, `${base}/advance`)))).toEqual([
      'invoice.paid',
      'invoice.paid',
      'customer.subscription.updated (active)',
    ]);
  });
});

describe('delivery', () => {
  it('a Connect route that fails keeps the events as failed deliveries, and the retry delivers them', async () => {
    const { account } = await payoutAccount(kit);
    const { session } = await supporterCheckout(kit, account.id);
    connectRouteMissing = true;
    const next = await press(kit, `${pathOf(session.url!)}/pay`);
    expect(next).toBe('http://demo.localhost:4999/settings?subscription=success');
    const failed = kit.sim.simulator.failedDeliveries();
    expect(failed.map((r) => r.event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'checkout.session.completed',
    ]);
    expect(failed[0]!.error).toMatch(/^HTTP 404/);
    connectRouteMissing = false;
    const retried = await sent(() => press(kit, '/_dev/stripe/deliveries/retry'));
    expect(retried.map((r) => r.event.type)).toEqual(failed.map((r) => r.event.type));
    expect(kit.sim.simulator.failedDeliveries()).toEqual([]);
  });
});
