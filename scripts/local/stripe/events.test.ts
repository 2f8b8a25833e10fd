// The events the simulator's buttons send, as a webhook endpoint receives them: signed with the local webhook
// secret (the SDK's constructEvent verifies each), delivered in order before the page answers, and kept for a
// retry when the endpoint fails.
import { type Server, createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { webhookSender } from './delivery.ts';
import { SIMULATOR_WEBHOOK_SECRET } from './model.ts';
import { type Kit, checkout, close, listen, pathOf, press, startKit } from './test-kit.ts';

/** A webhook endpoint verifying each event as billing does; `failing` makes it answer 500. */
const received: Stripe.Event[] = [];
let failing = false;
let refusedSignatures = 0;
const verifier = new Stripe('sk_test_hearth_local');
const receiver: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (failing) return res.writeHead(500).end('down');
    try {
      const event = verifier.webhooks.constructEvent(
        Buffer.concat(chunks),
        String(req.headers['stripe-signature']),
        SIMULATOR_WEBHOOK_SECRET,
      );
      if (req.headers.host !== 'app.localhost:4999') throw new Error(`host ${req.headers.host}`);
      received.push(event);
      res.writeHead(200).end('{}');
    } catch {
      refusedSignatures += 1;
      res.writeHead(400).end('bad signature');
    }
  });
});

let kit: Kit;
beforeAll(async () => {
  const port = await listen(receiver);
  kit = await startKit({
    send: webhookSender({
      url: `http://127.0.0.1:${port}/api/v1/billing/stripe-webhook`,
      host: 'app.localhost:4999',
      secret: SIMULATOR_WEBHOOK_SECRET,
    }),
  });
});
afterAll(async () => {
  await kit.close();
  await close(receiver);
});
afterEach(() => {
  failing = false;
});

/** The events a step sent, as the endpoint verified them (type and, for subscriptions, the status). */
async function sent(step: () => Promise<unknown>) {
  const from = received.length;
  await step();
  return received.slice(from);
}
const summary = (events: Stripe.Event[]) =>
  events.map((e) => {
    const object = e.data.object as { status?: string; object: string };
    return object.object === 'subscription' ? `${e.type} (${object.status})` : e.type;
  });

async function paidSubscriptionId(trialDays?: number) {
  const { session } = await checkout(kit, 'hearth_professional_month', trialDays);
  await press(kit, `${pathOf(session.url!)}/pay`);
  return kit.sim.simulator.state.checkoutSessions[session.id]!.subscription!;
}

describe('signing', () => {
  it('signs each event so that only the local webhook secret verifies it', async () => {
    const events = await sent(() => paidSubscriptionId());
    expect(events.length).toBeGreaterThan(0);
    expect(refusedSignatures).toBe(0);
    const raw = JSON.stringify(events[0]);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: SIMULATOR_WEBHOOK_SECRET });
    expect(() => verifier.webhooks.constructEvent(raw, header, 'whsec_another')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('gives every event an evt_ id, the SDK API version and a later created time than the one before', async () => {
    const events = await sent(() => paidSubscriptionId());
    for (const event of events) {
      expect(event.id).toMatch(/^evt_/);
      expect(event.api_version).toBe(Stripe.API_VERSION);
    }
    const created = events.map((e) => e.created);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(created).size).toBe(created.length);
  });
});

describe('the buttons’ event sequences', () => {
  it('Pay with test card: card attached, subscription created incomplete, invoice paid, active, checkout completed', async () => {
    const events = await sent(() => paidSubscriptionId());
    expect(summary(events)).toEqual([
      'payment_method.attached',
      'customer.subscription.created (incomplete)',
      'invoice.paid',
      'customer.subscription.updated (active)',
      'checkout.session.completed',
    ]);
    const card = events[0]!.data.object as Stripe.PaymentMethod;
    expect(card.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const invoice = events[2]!.data.object as Stripe.Invoice;
    expect(invoice.amount_paid).toBe(29_900);
    expect(invoice.parent?.subscription_details?.metadata).toMatchObject({ communityId: 'c-1' });
    const completed = events[4]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'm-owner' });
    expect(completed.subscription).toBe((events[1]!.data.object as Stripe.Subscription).id);
  });

  it('Pay with a trial: trialing at once, a $0 invoice paid; End trial now bills the first period', async () => {
    let id = '';
    const paid = await sent(async () => (id = await paidSubscriptionId(14)));
    expect(summary(paid)).toEqual([
      'payment_method.attached',
      'customer.subscription.created (trialing)',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect((paid[2]!.data.object as Stripe.Invoice).amount_paid).toBe(0);
    const ended = await sent(() => press(kit, `/_dev/stripe/subscriptions/${id}/end-trial`));
    expect(summary(ended)).toEqual(['invoice.paid', 'customer.subscription.updated (active)']);
    expect(ended[1]!.data.previous_attributes).toMatchObject({ status: 'trialing' });
  });

  it('Advance to next renewal: the next period invoiced and paid', async () => {
    const id = await paidSubscriptionId();
    const before = await kit.stripe.subscriptions.retrieve(id);
    const events = await sent(() => press(kit, `/_dev/stripe/subscriptions/${id}/advance`));
    expect(summary(events)).toEqual(['invoice.paid', 'customer.subscription.updated (active)']);
    const after = events[1]!.data.object as Stripe.Subscription;
    expect(after.items.data[0]!.current_period_start).toBe(before.items.data[0]!.current_period_end);
  });

  it('Decline card at next renewal, then Advance: payment failed and past_due; the portal’s Update card pays it', async () => {
    const id = await paidSubscriptionId();
    expect(await sent(() => press(kit, `/_dev/stripe/subscriptions/${id}/decline`))).toEqual([]);
    const failed = await sent(() => press(kit, `/_dev/stripe/subscriptions/${id}/advance`));
    expect(summary(failed)).toEqual(['invoice.payment_failed', 'customer.subscription.updated (past_due)']);
    expect((failed[0]!.data.object as Stripe.Invoice).status).toBe('open');

    const sub = await kit.stripe.subscriptions.retrieve(id);
    const portal = await kit.stripe.billingPortal.sessions.create({ customer: String(sub.customer) });
    const updated = await sent(() => press(kit, `${pathOf(portal.url)}/update-card`, { card: 'mastercard' }));
    expect(summary(updated)).toEqual([
      'payment_method.attached',
      'invoice.paid',
      'customer.subscription.updated (active)',
    ]);
    expect((updated[0]!.data.object as Stripe.PaymentMethod).card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
    });
  });

  it('Cancel plan in the portal, then Advance: cancelling, then deleted (canceled)', async () => {
    const id = await paidSubscriptionId();
    const sub = await kit.stripe.subscriptions.retrieve(id);
    const portal = await kit.stripe.billingPortal.sessions.create({ customer: String(sub.customer) });
    const cancelled = await sent(() => press(kit, `${pathOf(portal.url)}/cancel`, { subscription: id }));
    expect(summary(cancelled)).toEqual(['customer.subscription.updated (active)']);
    expect(cancelled[0]!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const ended = await sent(() => press(kit, `/_dev/stripe/subscriptions/${id}/advance`));
    expect(summary(ended)).toEqual(['customer.subscription.deleted (canceled)']);
    expect((ended[0]!.data.object as Stripe.Subscription).ended_at).toBeTypeOf('number');
  });
});

describe('seeded subscriptions (the demo seed)', () => {
  it('are in place with the ids given and send nothing; a seeded past_due one is paid by Update card', async () => {
    const events = await sent(() =>
      kit.sim.seed({
        customer: { id: 'cus_demo_owner', email: 'owner@hearth.local' },
        subscription: {
          id: 'sub_demo_past_due',
          lookupKey: 'hearth_essential_month',
          status: 'past_due',
          periodEnd: Math.floor(Date.UTC(2026, 4, 20) / 1000),
          metadata: { communityId: 'c-demo' },
        },
      }),
    );
    expect(events).toEqual([]);
    const sub = await kit.stripe.subscriptions.retrieve('sub_demo_past_due');
    expect(sub).toMatchObject({ customer: 'cus_demo_owner', status: 'past_due', metadata: { communityId: 'c-demo' } });
    expect(sub.items.data[0]!.current_period_start).toBe(Math.floor(Date.UTC(2026, 3, 20) / 1000));
    const portal = await kit.stripe.billingPortal.sessions.create({ customer: 'cus_demo_owner' });
    const updated = await sent(() => press(kit, `${pathOf(portal.url)}/update-card`, { card: 'visa' }));
    expect(summary(updated)).toEqual([
      'payment_method.attached',
      'invoice.paid',
      'customer.subscription.updated (active)',
    ]);
  });

  it('are announced as Stripe would have sent them: the card attached, then the subscription as it is', async () => {
    await kit.sim.seed({
      customer: { id: 'cus_demo_trial', email: 'owner@hearth.local' },
      subscription: {
        id: 'sub_demo_trialing',
        lookupKey: 'hearth_essential_month',
        status: 'trialing',
        periodEnd: Math.floor(Date.UTC(2026, 4, 5) / 1000),
        metadata: { communityId: 'c-founders' },
      },
    });
    const events = await sent(() => kit.sim.announce('sub_demo_trialing'));
    expect(summary(events)).toEqual(['payment_method.attached', 'customer.subscription.created (trialing)']);
    expect(events[0]!.data.object).toMatchObject({
      customer: 'cus_demo_trial',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(events[1]!.data.object).toMatchObject({
      id: 'sub_demo_trialing',
      trial_end: Math.floor(Date.UTC(2026, 4, 5) / 1000),
      metadata: { communityId: 'c-founders' },
    });
  });
});

describe('failed deliveries', () => {
  it('answers the page anyway, keeps the events, and delivers them in order on Retry', async () => {
    const id = await paidSubscriptionId();
    failing = true;
    const location = await press(kit, `/_dev/stripe/subscriptions/${id}/advance`);
    expect(decodeURIComponent(location)).toContain('2 not delivered');
    expect(kit.sim.simulator.failedDeliveries().map((r) => r.event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    failing = false;
    const retried = await sent(() => press(kit, '/_dev/stripe/deliveries/retry'));
    expect(summary(retried)).toEqual(['invoice.paid', 'customer.subscription.updated (active)']);
    expect(kit.sim.simulator.failedDeliveries()).toEqual([]);
  });
});
