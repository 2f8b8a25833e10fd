// The payout-accounts adapter against Stripe's API answered by msw as Stripe answers: the requests it makes
// (form-encoded, as the SDK sends them; the balance on the connected account), what it reads back, and a failing
// Stripe answered as 502 PAYMENT_PROVIDER_UNAVAILABLE.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { answeringUnavailable } from '../stripe-provider.ts';
import type { PayoutAccountsProvider } from './provider.ts';
import { stripePayoutAccounts } from './stripe-accounts.ts';

const API = 'https://api.stripe.com';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_unit';
  delete process.env.STRIPE_API_URL;
  resetConfig();
});

const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

const account = (over: Record<string, unknown> = {}) => ({
  id: 'acct_1',
  object: 'account',
  email: 'owner@example.com',
  country: 'US',
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  metadata: { communityId: 'c1' },
  ...over,
});

describe('stripePayoutAccounts', () => {
  it('opens an Express account in the country for the e-mail, with card payments and transfers requested', async () => {
    const bodies: Record<string, string>[] = [];
    const stripeAccounts: (string | null)[] = [];
    server.use(
      http.post(`${API}/v1/accounts`, async ({ request }) => {
        bodies.push(await form(request));
        stripeAccounts.push(request.headers.get('stripe-account'));
        return HttpResponse.json(account({ country: 'DE' }));
      }),
    );
    const opened = await stripePayoutAccounts().createAccount({
      communityId: 'c1',
      country: 'DE',
      email: 'owner@example.com',
    });
    expect(bodies).toEqual([
      {
        type: 'express',
        country: 'DE',
        email: 'owner@example.com',
        'metadata[communityId]': 'c1',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
      },
    ]);
    expect(stripeAccounts).toEqual([null]);
    expect(opened).toEqual({
      id: 'acct_1',
      email: 'owner@example.com',
      country: 'DE',
      canReceivePayouts: false,
      detailsSubmitted: false,
      communityId: 'c1',
    });
  });

  it.each([
    ['charges and payouts enabled', { charges_enabled: true, payouts_enabled: true }, true],
    ['payouts only', { charges_enabled: false, payouts_enabled: true }, false],
    ['charges only', { charges_enabled: true, payouts_enabled: false }, false],
  ])('reads an account with %s as able to receive payouts: %s', async (_, flags, can) => {
    server.use(
      http.get(`${API}/v1/accounts/acct_1`, () => HttpResponse.json(account({ ...flags, details_submitted: true }))),
    );
    const read = await stripePayoutAccounts().getAccount('acct_1');
    expect(read.canReceivePayouts).toBe(can);
    expect(read.detailsSubmitted).toBe(true);
  });

  it('asks for an onboarding link returning to the given pages', async () => {
    const bodies: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/v1/account_links`, async ({ request }) => {
        bodies.push(await form(request));
        return HttpResponse.json({ object: 'account_link', url: 'https://connect.test/onb', expires_at: 1 });
      }),
    );
    const link = await stripePayoutAccounts().createOnboardingLink({
      accountId: 'acct_1',
      returnUrl: 'http://app.localhost/monetization?callback=return&communityId=c1',
      refreshUrl: 'http://app.localhost/monetization?callback=refresh&communityId=c1',
    });
    expect(link).toEqual({ url: 'https://connect.test/onb' });
    expect(bodies).toEqual([
      {
        account: 'acct_1',
        return_url: 'http://app.localhost/monetization?callback=return&communityId=c1',
        refresh_url: 'http://app.localhost/monetization?callback=refresh&communityId=c1',
        type: 'account_onboarding',
      },
    ]);
  });

  it('reads the balance on the connected account (Stripe-Account), available and pending by currency', async () => {
    server.use(
      http.get(`${API}/v1/balance`, ({ request }) => {
        expect(request.headers.get('stripe-account')).toBe('acct_1');
        return HttpResponse.json({
          object: 'balance',
          available: [{ amount: 1200, currency: 'usd', source_types: { card: 1200 } }],
          pending: [
            { amount: 431, currency: 'usd' },
            { amount: 90, currency: 'eur' },
          ],
        });
      }),
    );
    expect(await stripePayoutAccounts().getBalance('acct_1')).toEqual({
      available: [{ amount: 1200, currency: 'usd' }],
      pending: [
        { amount: 431, currency: 'usd' },
        { amount: 90, currency: 'eur' },
      ],
    });
  });

  it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE when Stripe refuses', async () => {
    server.use(
      http.get(`${API}/v1/accounts/acct_gone`, () =>
        HttpResponse.json(
          { error: { type: 'invalid_request_error', message: 'No such account: acct_gone' } },
          { status: 404 },
        ),
      ),
    );
    const guarded = answeringUnavailable<PayoutAccountsProvider>(stripePayoutAccounts());
    const error = await guarded.getAccount('acct_gone').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
  });
});
