// The supporter-subscription adapter against Stripe's API answered by msw: every call carries the connected
// account's Stripe-Account header, Checkout prices the subscription inline with Hearth's application fee, the
// subscription objects read back, the Connect signature checked with its own secret, and Stripe's failures as 502.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { WebhookSignatureError } from '../provider.ts';
import { stripeSupporters, supportersAnsweringUnavailable } from './stripe-supporters.ts';

const API = 'https://api.stripe.com';
const CONNECT_SECRET = 'whsec_connect_unit';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_unit',
    STRIPE_WEBHOOK_SECRET: 'whsec_platform_unit',
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
  });
  delete process.env.STRIPE_API_URL;
  resetConfig();
});

const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

const subscriptionJson = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  object: 'subscription',
  customer: 'cus_m1',
  status: 'active',
  start_date: 1_790_000_000,
  ended_at: null,
  cancel_at_period_end: false,
  items: {
    object: 'list',
    data: [{ current_period_end: 1_792_592_000, price: { unit_amount: 499, currency: 'usd' } }],
  },
  metadata: { communityId: 'c1', memberId: 'm1' },
  created: 1_790_000_000,
  ...overrides,
});

describe('stripeSupporters', () => {
  it('makes the member a customer on the connected account, with who they are in its metadata', async () => {
    const seen: { account: string | null; body: Record<string, string> }[] = [];
    server.use(
      http.post(`${API}/v1/customers`, async ({ request }) => {
        seen.push({ account: request.headers.get('stripe-account'), body: await form(request) });
        return HttpResponse.json({ id: 'cus_new', object: 'customer' });
      }),
    );
    const out = await stripeSupporters().createCustomer({
      accountId: 'acct_1',
      email: 'm@example.test',
      communityId: 'c1',
      memberId: 'm1',
    });
    expect(out).toEqual({ customerId: 'cus_new' });
    expect(seen).toEqual([
      {
        account: 'acct_1',
        body: { email: 'm@example.test', 'metadata[communityId]': 'c1', 'metadata[memberId]': 'm1' },
      },
    ]);
  });

  it('opens a monthly Checkout at the price given, with the application fee and the metadata on the subscription', async () => {
    const seen: { account: string | null; body: Record<string, string> }[] = [];
    server.use(
      http.post(`${API}/v1/checkout/sessions`, async ({ request }) => {
        seen.push({ account: request.headers.get('stripe-account'), body: await form(request) });
        return HttpResponse.json({ id: 'cs_1', object: 'checkout.session', url: 'https://checkout.test/cs_1' });
      }),
    );
    const out = await stripeSupporters().createCheckoutSession({
      accountId: 'acct_1',
      customerId: 'cus_m1',
      communityId: 'c1',
      memberId: 'm1',
      productName: 'Demo supporter',
      amount: 750,
      currency: 'eur',
      feePercent: 8,
      successUrl: 'http://demo.localhost/settings?subscription=success',
      cancelUrl: 'http://demo.localhost/subscription',
    });
    expect(out).toEqual({ sessionId: 'cs_1', url: 'https://checkout.test/cs_1' });
    expect(seen[0]!.account).toBe('acct_1');
    expect(seen[0]!.body).toEqual({
      mode: 'subscription',
      customer: 'cus_m1',
      client_reference_id: 'm1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '750',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Demo supporter',
      'line_items[0][quantity]': '1',
      'subscription_data[application_fee_percent]': '8',
      'subscription_data[metadata][communityId]': 'c1',
      'subscription_data[metadata][memberId]': 'm1',
      'metadata[communityId]': 'c1',
      'metadata[memberId]': 'm1',
      success_url: 'http://demo.localhost/settings?subscription=success',
      cancel_url: 'http://demo.localhost/subscription',
    });
  });

  it('reads and updates subscriptions on the connected account as Hearth holds them', async () => {
    const updates: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/v1/subscriptions/sub_1`, ({ request }) => {
        expect(request.headers.get('stripe-account')).toBe('acct_1');
        return HttpResponse.json(subscriptionJson('sub_1'));
      }),
      http.post(`${API}/v1/subscriptions/sub_1`, async ({ request }) => {
        expect(request.headers.get('stripe-account')).toBe('acct_1');
        updates.push(await form(request));
        return HttpResponse.json(subscriptionJson('sub_1', { cancel_at_period_end: true }));
      }),
    );
    const provider = stripeSupporters();
    expect(await provider.getSubscription('acct_1', 'sub_1')).toEqual({
      id: 'sub_1',
      customerId: 'cus_m1',
      status: 'active',
      startedAt: 1_790_000_000,
      currentPeriodEnd: 1_792_592_000,
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata: { communityId: 'c1', memberId: 'm1' },
    });
    const cancelling = await provider.setCancelAtPeriodEnd('acct_1', 'sub_1', true);
    expect(cancelling.cancelAtPeriodEnd).toBe(true);
    expect(updates).toEqual([{ cancel_at_period_end: 'true' }]);
  });

  it("verifies a Connect event with the Connect endpoint's secret and keeps its account", async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1_790_000_100,
      account: 'acct_1',
      data: { object: subscriptionJson('sub_1') },
    });
    const provider = stripeSupporters();
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_SECRET });
    const event = await provider.verifyConnectWebhook(payload, good);
    expect(event).toMatchObject({ id: 'evt_1', account: 'acct_1', created: 1_790_000_100 });
    expect(event.object['id']).toBe('sub_1');
    // The platform endpoint's secret signs nothing the Connect endpoint accepts.
    const platformSigned = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_platform_unit' });
    await expect(provider.verifyConnectWebhook(payload, platformSigned)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyConnectWebhook(payload, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('answers 502 with the spec text when Stripe refuses, and never hides a signature failure', async () => {
    server.use(
      http.post(`${API}/v1/customers`, () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'boom' } }, { status: 500 }),
      ),
    );
    const provider = supportersAnsweringUnavailable(stripeSupporters());
    const failure = await provider
      .createCustomer({ accountId: 'acct_1', email: 'm@example.test', communityId: 'c1', memberId: 'm1' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    await expect(provider.verifyConnectWebhook('{}', 't=1,v1=bad')).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
