// The Stripe adapter against Stripe's API answered by msw as Stripe answers: the requests it makes (form-encoded, as
// the SDK sends them), what it reads back, the price cache, the simulator's base URL, and the webhook signature check.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../platform/config.ts';
import { stripeConnection } from '../platform/stripe/client.ts';
import { WebhookSignatureError } from './provider.ts';
import { stripeSubscription } from './stripe-fixtures.ts';
import { answeringUnavailable, stripeProvider } from './stripe-provider.ts';
import { AppError } from '../platform/http/errors.ts';

const API = 'https://api.stripe.com';
const SECRET = 'whsec_unit';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_unit', STRIPE_WEBHOOK_SECRET: SECRET });
  delete process.env.STRIPE_API_URL;
  resetConfig();
});

const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

const priceList = (lookupKey: string, id: string, amount: number) => ({
  object: 'list',
  data: [
    {
      id,
      object: 'price',
      lookup_key: lookupKey,
      unit_amount: amount,
      currency: 'usd',
      recurring: { interval: 'month' },
    },
  ],
  has_more: false,
});

describe('stripeProvider', () => {
  it('opens a subscription checkout for the price found by its lookup key, asking once per container', async () => {
    let priceLookups = 0;
    const sessions: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/v1/prices`, ({ request }) => {
        priceLookups++;
        const url = new URL(request.url);
        expect(url.searchParams.get('lookup_keys[0]')).toBe('hearth_premium_year');
        expect(url.searchParams.get('active')).toBe('true');
        return HttpResponse.json(priceList('hearth_premium_year', 'price_prem_y', 719_100));
      }),
      http.post(`${API}/v1/checkout/sessions`, async ({ request }) => {
        sessions.push(await form(request));
        return HttpResponse.json({
          id: `cs_${sessions.length}`,
          object: 'checkout.session',
          url: 'https://checkout.test/cs',
        });
      }),
    );
    const provider = stripeProvider();
    const request = {
      customerId: 'cus_1',
      owner: { communityId: null, ownerMemberId: 'owner-1', priceId: 'hearth_premium_year' },
      trialDays: 14,
      successUrl: 'http://app.localhost/onboarding/payment-status?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://app.localhost/onboarding/choose-your-plan',
    };
    expect(await provider.createCheckoutSession(request)).toEqual({
      sessionId: 'cs_1',
      url: 'https://checkout.test/cs',
    });
    await provider.createCheckoutSession({ ...request, trialDays: null });
    expect(priceLookups).toBe(1);
    expect(sessions[0]).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'owner-1',
      'line_items[0][price]': 'price_prem_y',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][communityId]': '',
      'subscription_data[metadata][ownerMemberId]': 'owner-1',
      'subscription_data[metadata][priceId]': 'hearth_premium_year',
      'metadata[ownerMemberId]': 'owner-1',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      allow_promotion_codes: 'true',
    });
    expect(sessions[1]).not.toHaveProperty('subscription_data[trial_period_days]');
  });

  it('answers undefined for a lookup key Stripe has no price for, and does not cache the miss', async () => {
    let lookups = 0;
    server.use(
      http.get(`${API}/v1/prices`, () => {
        lookups++;
        return HttpResponse.json({ object: 'list', data: [], has_more: false });
      }),
    );
    const provider = stripeProvider();
    expect(await provider.price('hearth_essential_month')).toBeUndefined();
    expect(await provider.price('hearth_essential_month')).toBeUndefined();
    expect(lookups).toBe(2);
  });

  it('reads a subscription: price by lookup key, period end from the item, cancel at the period end', async () => {
    server.use(
      http.get(`${API}/v1/subscriptions/sub_1`, () =>
        HttpResponse.json(
          stripeSubscription({ cancel_at_period_end: true, status: 'trialing', trial_end: 1_850_000_000 }),
        ),
      ),
    );
    expect(await stripeProvider().getSubscription('sub_1')).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'trialing',
      itemId: 'si_1',
      priceId: 'hearth_professional_month',
      renewAt: 1_900_000_000,
      trialEnd: 1_850_000_000,
      cancelAt: 1_900_000_000,
      metadata: { communityId: 'cm-1', ownerMemberId: 'owner-1', priceId: 'hearth_professional_month' },
      created: 1_800_000_000,
    });
  });

  it('cancels at the period end, and moves the item to another price with proration', async () => {
    const updates: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/v1/prices`, () => HttpResponse.json(priceList('hearth_premium_month', 'price_prem_m', 79_900))),
      http.post(`${API}/v1/subscriptions/sub_1`, async ({ request }) => {
        const body = await form(request);
        updates.push(body);
        return HttpResponse.json(
          stripeSubscription(body['cancel_at_period_end'] === 'true' ? { cancel_at_period_end: true } : {}),
        );
      }),
    );
    const provider = stripeProvider();
    expect((await provider.setCancelAtPeriodEnd('sub_1', true)).cancelAt).toBe(1_900_000_000);
    await provider.changePrice('sub_1', 'si_1', 'hearth_premium_month');
    expect(updates).toEqual([
      { cancel_at_period_end: 'true' },
      { 'items[0][id]': 'si_1', 'items[0][price]': 'price_prem_m', proration_behavior: 'create_prorations' },
    ]);
  });

  const prorationLine = (amount: number, proration: boolean, end: number) => ({
    object: 'line_item',
    amount,
    period: { start: 1_800_000_000, end },
    parent: { type: 'subscription_item_details', subscription_item_details: { proration } },
  });

  it("previews a plan change from Stripe's invoice preview: its prorations and its lines' latest end", async () => {
    let sent: Record<string, string> = {};
    server.use(
      http.get(`${API}/v1/prices`, () => HttpResponse.json(priceList('hearth_premium_month', 'price_prem_m', 79_900))),
      http.post(`${API}/v1/invoices/create_preview`, async ({ request }) => {
        sent = await form(request);
        return HttpResponse.json({
          object: 'invoice',
          amount_due: 50_000,
          currency: 'usd',
          period_end: 1_900_000_000,
          lines: {
            object: 'list',
            data: [
              prorationLine(-4_000, true, 1_900_000_000),
              prorationLine(9_000, true, 1_900_000_000),
              prorationLine(45_000, false, 1_950_000_000),
            ],
          },
        });
      }),
    );
    const cost = await stripeProvider().previewPriceChange({
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      itemId: 'si_1',
      lookupKey: 'hearth_premium_month',
    });
    expect(cost).toEqual({
      amountDue: 50_000,
      prorations: 5_000,
      currency: 'usd',
      periodEnd: 1_900_000_000,
      linesEnd: 1_950_000_000,
    });
    expect(sent).toEqual({
      customer: 'cus_1',
      subscription: 'sub_1',
      'subscription_details[items][0][id]': 'si_1',
      'subscription_details[items][0][price]': 'price_prem_m',
      'subscription_details[proration_behavior]': 'create_prorations',
    });
  });

  it('creates a customer with the owner in its metadata, and a portal session', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/v1/customers`, async ({ request }) => {
        sent.push(await form(request));
        return HttpResponse.json({ id: 'cus_9', object: 'customer', email: 'o@example.com' });
      }),
      http.post(`${API}/v1/billing_portal/sessions`, async ({ request }) => {
        sent.push(await form(request));
        return HttpResponse.json({ id: 'bps_1', object: 'billing_portal.session', url: 'https://portal.test/bps_1' });
      }),
    );
    const provider = stripeProvider();
    expect(await provider.createCustomer({ email: 'o@example.com', ownerMemberId: 'owner-1' })).toEqual({
      customerId: 'cus_9',
    });
    expect(
      await provider.createPortalSession({ customerId: 'cus_9', returnUrl: 'http://app.localhost/subscription' }),
    ).toEqual({
      url: 'https://portal.test/bps_1',
    });
    expect(sent).toEqual([
      { email: 'o@example.com', 'metadata[ownerMemberId]': 'owner-1' },
      { customer: 'cus_9', return_url: 'http://app.localhost/subscription' },
    ]);
  });

  it('sends its requests to the simulator when STRIPE_API_URL is set', async () => {
    process.env.STRIPE_API_URL = 'http://127.0.0.1:12111';
    resetConfig();
    server.use(
      http.get('http://127.0.0.1:12111/v1/subscriptions/sub_1', () => HttpResponse.json(stripeSubscription())),
    );
    expect((await stripeProvider().getSubscription('sub_1')).id).toBe('sub_1');
    expect(stripeConnection('https://stripe.example:8443')).toEqual({
      host: 'stripe.example',
      port: '8443',
      protocol: 'https',
    });
    expect(stripeConnection(undefined)).toEqual({});
  });
});

describe('a payment provider that fails', () => {
  it("answers 502 with the spec's try-again text when Stripe fails, not an unexplained 500", async () => {
    server.use(
      http.post(`${API}/v1/billing_portal/sessions`, () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 }),
      ),
    );
    const failure = await answeringUnavailable(stripeProvider())
      .createPortalSession({ customerId: 'cus_1', returnUrl: 'http://app.localhost/subscription' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      status: 502,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'something went wrong, try again later',
    });
  });

  it('answers 502 when a catalogue price is missing at Stripe (a configuration fault the owner cannot fix)', async () => {
    server.use(http.get(`${API}/v1/prices`, () => HttpResponse.json({ object: 'list', data: [], has_more: false })));
    const failure = await answeringUnavailable(stripeProvider())
      .changePrice('sub_1', 'si_1', 'hearth_premium_month')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
  });

  it('leaves a bad signature a signature error (the webhook answers it 400)', async () => {
    await expect(answeringUnavailable(stripeProvider()).verifyWebhook('{}', 't=1,v1=bad')).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});

describe('stripeProvider.verifyWebhook', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'customer.subscription.updated',
    created: 1_800_000_000,
    data: { object: stripeSubscription() },
  });
  const header = (secret = SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  it('answers the event of a body signed with the webhook secret', async () => {
    const event = await stripeProvider().verifyWebhook(payload, header());
    expect(event).toMatchObject({ id: 'evt_1', type: 'customer.subscription.updated', created: 1_800_000_000 });
    expect(event.object['id']).toBe('sub_1');
  });

  it.each([
    ['unsigned', () => undefined],
    ['signed with another secret', () => header('whsec_forged')],
    ['signed more than five minutes ago', () => header(SECRET, Math.floor(Date.now() / 1000) - 301)],
    ['signed over another body', () => header().replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)],
  ])('refuses a body %s', async (_, signature) => {
    await expect(stripeProvider().verifyWebhook(payload, signature())).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
