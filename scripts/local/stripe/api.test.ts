// The simulator's Stripe API as the billing adapter meets it: the real `stripe` SDK, pointed at it, makes each call
// billing makes and gets objects of the shapes it reads, and Stripe's own error classes for what Stripe refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { PLANS } from '@hearth/shared/constants/plans';
import { type Kit, checkout, pathOf, press, sdkFor, startKit } from './test-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.close());

/** A paid monthly Professional subscription, as Checkout leaves it. */
async function paidSubscription(lookupKey = 'hearth_professional_month') {
  const { session, customer } = await checkout(kit, lookupKey);
  await press(kit, `${pathOf(session.url!)}/pay`);
  const id = kit.sim.simulator.state.checkoutSessions[session.id]!.subscription!;
  return { customer, subscription: await kit.stripe.subscriptions.retrieve(id) };
}

describe('customers and prices', () => {
  it('creates a customer with its e-mail and metadata', async () => {
    const customer = await kit.stripe.customers.create({
      email: 'owner@hearth.local',
      metadata: { ownerMemberId: 'm-1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'owner@hearth.local',
      metadata: { ownerMemberId: 'm-1' },
    });
  });

  it('lists the catalogue prices by lookup key, with ids made from the keys and the catalogue amounts', async () => {
    const keys = ['hearth_professional_month', 'hearth_essential_year'];
    const list = await kit.stripe.prices.list({ lookup_keys: keys, active: true });
    expect(list.object).toBe('list');
    const byKey = Object.fromEntries(list.data.map((p) => [p.lookup_key, p]));
    for (const key of keys) {
      const catalogue = PLANS.flatMap((p) => p.plans).find((p) => p.stripeId === key)!;
      expect(byKey[key]).toMatchObject({
        id: `price_${key}`,
        unit_amount: catalogue.amount,
        currency: 'usd',
        recurring: { interval: catalogue.interval },
      });
    }
    expect(list.data).toHaveLength(2);
  });
});

describe('checkout sessions', () => {
  it('answers a session whose URL is the simulator checkout page on the app host, keeping the return URLs', async () => {
    const { session } = await checkout(kit, 'hearth_premium_year', 14);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`http://app.localhost:${kit.gatewayPort}/_dev/stripe/checkout/${session.id}`);
    expect(session).toMatchObject({
      status: 'open',
      mode: 'subscription',
      client_reference_id: 'm-owner',
      cancel_url: 'http://app.localhost:4999/subscription',
      metadata: { communityId: 'c-1', priceId: 'hearth_premium_year' },
    });
    const page = await fetch(`${kit.pagesOrigin}${pathOf(session.url!)}`).then((r) => r.text());
    expect(page).toContain('Premium (yearly)');
    expect(page).toContain('$7,191.00 / year');
    expect(page).toContain('14 days free');
  });

  it('redirects a paid checkout to the success URL with the session id filled in', async () => {
    const { session } = await checkout(kit, 'hearth_essential_month');
    const next = await press(kit, `${pathOf(session.url!)}/pay`);
    expect(next).toBe(`http://app.localhost:4999/subscription?checkout=success&session_id=${session.id}`);
  });

  it('refuses a price it does not sell and a customer it does not know', async () => {
    await expect(
      kit.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nope', quantity: 1 }],
        success_url: 'http://app.localhost/x',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
    await expect(
      kit.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: 'cus_nope',
        line_items: [{ price: 'price_hearth_essential_month', quantity: 1 }],
        success_url: 'http://app.localhost/x',
      }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'customer' });
  });
});

describe('subscriptions', () => {
  it('retrieves a paid subscription with its item, period, card and metadata', async () => {
    const { subscription: sub, customer } = await paidSubscription();
    expect(sub).toMatchObject({
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      trial_end: null,
      metadata: { communityId: 'c-1', ownerMemberId: 'm-owner', priceId: 'hearth_professional_month' },
    });
    expect(sub.default_payment_method).toMatch(/^pm_/);
    const item = sub.items.data[0]!;
    expect(item.price).toMatchObject({
      id: 'price_hearth_professional_month',
      lookup_key: 'hearth_professional_month',
    });
    expect(item.price.recurring?.interval).toBe('month');
    expect(new Date(item.current_period_end * 1000).getUTCMonth()).toBe(
      (new Date(item.current_period_start * 1000).getUTCMonth() + 1) % 12,
    );
  });

  it('sets and clears cancel_at_period_end, cancelling at the period end', async () => {
    const { subscription } = await paidSubscription();
    const cancelling = await kit.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling.cancel_at_period_end).toBe(true);
    expect(cancelling.cancel_at).toBe(cancelling.items.data[0]!.current_period_end);
    expect(cancelling.canceled_at).toBeTypeOf('number');
    const renewed = await kit.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(renewed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
  });

  it('previews a plan change with the real proration and then bills it with the next renewal', async () => {
    const { subscription, customer } = await paidSubscription();
    const item = subscription.items.data[0]!;
    // Halfway through the period: half of Professional's $299 back, half of Premium's $799 to pay.
    const halfway = item.current_period_start + (item.current_period_end - item.current_period_start) / 2;
    const preview = await kit.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: 'price_hearth_premium_month' }],
        proration_behavior: 'create_prorations',
        proration_date: halfway,
      },
    });
    const prorations = preview.lines.data.filter((l) => l.parent?.subscription_item_details?.proration);
    expect(prorations.map((l) => l.amount)).toEqual([-14_950, 39_950]);
    expect(preview.amount_due).toBe(-14_950 + 39_950 + 79_900);
    expect(preview.period_end).toBe(item.current_period_end);
    expect(preview.currency).toBe('usd');

    const changed = await kit.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_hearth_premium_month' }],
      proration_behavior: 'create_prorations',
      proration_date: halfway,
    });
    expect(changed.items.data[0]!.price.id).toBe('price_hearth_premium_month');
    expect(changed.items.data[0]!.current_period_end).toBe(item.current_period_end);
    const renewal = await kit.stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id });
    expect(renewal.amount_due).toBe(preview.amount_due);
  });

  it('previews a change of interval as an invoice now: the unused time back, the new period in full', async () => {
    const { subscription, customer } = await paidSubscription('hearth_essential_month');
    const item = subscription.items.data[0]!;
    const preview = await kit.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: 'price_hearth_essential_year' }],
        proration_behavior: 'create_prorations',
        proration_date: item.current_period_start,
      },
    });
    expect(preview.lines.data.map((l) => l.amount)).toEqual([-9_900, 89_100]);
    expect(preview.amount_due).toBe(79_200);
  });

  it('refuses an unknown subscription and an update of a canceled one as Stripe does', async () => {
    await expect(kit.stripe.subscriptions.retrieve('sub_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_nope'",
    });
    const { subscription } = await paidSubscription();
    await kit.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await press(kit, `/_dev/stripe/subscriptions/${subscription.id}/advance`);
    await expect(
      kit.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false }),
    ).rejects.toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
  });
});

describe('portal sessions, keys and retries', () => {
  it('answers a portal session whose URL is the simulator portal page', async () => {
    const { customer } = await paidSubscription();
    const portal = await kit.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.localhost:4999/subscription',
    });
    expect(portal.url).toBe(`http://app.localhost:${kit.gatewayPort}/_dev/stripe/portal/${portal.id}`);
    const page = await fetch(`${kit.pagesOrigin}${pathOf(portal.url)}`).then((r) => r.text());
    expect(page).toContain('Visa •••• 4242');
    expect(page).toContain('href="http://app.localhost:4999/subscription"');
  });

  it('refuses another secret key', async () => {
    const other = new Stripe('sk_test_someone_else', {
      httpClient: Stripe.createFetchHttpClient(),
      host: '127.0.0.1',
      port: Number(new URL(kit.sim.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(other.customers.create({ email: 'x@hearth.local' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('answers a retried request (same idempotency key) with the first answer', async () => {
    const stripe = sdkFor(kit.sim.url);
    const first = await stripe.customers.create({ email: 'a@hearth.local' }, { idempotencyKey: 'retry-1' });
    const again = await stripe.customers.create({ email: 'a@hearth.local' }, { idempotencyKey: 'retry-1' });
    expect(again.id).toBe(first.id);
  });
});
