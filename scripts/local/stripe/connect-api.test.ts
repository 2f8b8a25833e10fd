// The simulator's Connect API as the Connect adapters meet it: the real `stripe` SDK makes the payout-account calls
// on the platform account and the supporter calls with `Stripe-Account`, and gets Stripe's shapes and refusals; a
// connected account's customers, subscriptions and balance are its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Kit, pathOf, paidSupporter, payoutAccount, press, startKit, supporterCheckout } from './test-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.close());

describe('payout accounts', () => {
  it('creates an Express account that cannot receive payouts until onboarding completes', async () => {
    const { account, link } = await payoutAccount(kit, false);
    expect(account.id).toMatch(/^acct_/);
    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      country: 'US',
      email: 'owner@hearth.local',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: { communityId: 'c-1' },
    });
    expect(link).toMatchObject({ object: 'account_link' });
    expect(link.url).toMatch(new RegExp(`^http://app\\.localhost:${kit.gatewayPort}/_dev/stripe/connect/onboarding/`));
    expect(link.expires_at).toBeGreaterThan(link.created);
    const back = await press(kit, `${pathOf(link.url)}/complete`);
    expect(back).toBe('http://app.localhost:4999/monetization?callback=return&communityId=c-1');
    expect(await kit.stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
    });
  });

  it('refuses an unknown account by id (404) and in the Stripe-Account header (400), as Stripe does', async () => {
    await expect(kit.stripe.accounts.retrieve('acct_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(kit.stripe.balance.retrieve({}, { stripeAccount: 'acct_nope' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'account_invalid',
    });
    await expect(
      kit.stripe.accountLinks.create({
        account: 'acct_nope',
        refresh_url: 'http://app.localhost/r',
        return_url: 'http://app.localhost/r',
        type: 'account_onboarding',
      }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'account' });
  });
});

describe('supporter subscriptions on a connected account', () => {
  it('answers a checkout on the simulator checkout page and a paid subscription with the fee and metadata', async () => {
    const { account } = await payoutAccount(kit);
    const { session, customer } = await supporterCheckout(kit, account.id);
    expect(customer.id).toMatch(/^cus_/);
    expect(session.url).toBe(`http://app.localhost:${kit.gatewayPort}/_dev/stripe/checkout/${session.id}`);
    expect(session).toMatchObject({ status: 'open', amount_total: 499, currency: 'usd', client_reference_id: 'm-1' });
    await press(kit, `${pathOf(session.url!)}/pay`);
    const id = kit.sim.simulator.state.accounts[account.id]!.checkoutSessions[session.id]!.subscription!;
    const sub = await kit.stripe.subscriptions.retrieve(id, {}, { stripeAccount: account.id });
    expect(sub).toMatchObject({
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      ended_at: null,
      application_fee_percent: 8,
      metadata: { communityId: 'c-1', memberId: 'm-1' },
    });
    expect(sub.start_date).toBe(sub.created);
    expect(sub.items.data[0]!.price).toMatchObject({ unit_amount: 499, currency: 'usd' });
    expect(sub.items.data[0]!.current_period_end).toBeGreaterThan(sub.start_date);
  });

  it('keeps the account’s customers and subscriptions apart from the platform’s and from other accounts', async () => {
    const { account } = await payoutAccount(kit);
    const { account: other } = await payoutAccount(kit);
    const id = await paidSupporter(kit, account.id);
    await expect(kit.stripe.subscriptions.retrieve(id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(kit.stripe.subscriptions.retrieve(id, {}, { stripeAccount: other.id })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const platformCustomer = await kit.stripe.customers.create({ email: 'owner@hearth.local' });
    await expect(
      kit.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: platformCustomer.id,
          line_items: [
            {
              price_data: {
                currency: 'usd',
                unit_amount: 499,
                recurring: { interval: 'month' },
                product_data: { name: 'x' },
              },
              quantity: 1,
            },
          ],
          success_url: 'http://demo.localhost/x',
        },
        { stripeAccount: account.id },
      ),
    ).rejects.toMatchObject({ statusCode: 404, param: 'customer' });
  });

  it('cancels at the period end and resumes (S3), refusing an update once it ended', async () => {
    const { account } = await payoutAccount(kit);
    const id = await paidSupporter(kit, account.id);
    const on = { stripeAccount: account.id };
    const cancelling = await kit.stripe.subscriptions.update(id, { cancel_at_period_end: true }, on);
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(cancelling.cancel_at).toBe(cancelling.items.data[0]!.current_period_end);
    const resumed = await kit.stripe.subscriptions.update(id, { cancel_at_period_end: false }, on);
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await kit.stripe.subscriptions.update(id, { cancel_at_period_end: true }, on);
    await press(kit, `/_dev/stripe/connect/${account.id}/subscriptions/${id}/advance`);
    const ended = await kit.stripe.subscriptions.retrieve(id, {}, on);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBeTypeOf('number');
    await expect(kit.stripe.subscriptions.update(id, { cancel_at_period_end: false }, on)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('balance', () => {
  it('holds each payment net of the application fee and card processing as pending, available 2 days later', async () => {
    const { account } = await payoutAccount(kit);
    const on = { stripeAccount: account.id };
    expect(await kit.stripe.balance.retrieve({}, on)).toMatchObject({
      object: 'balance',
      available: [{ amount: 0, currency: 'usd' }],
      pending: [{ amount: 0, currency: 'usd' }],
    });
    await paidSupporter(kit, account.id);
    // 499 − 40 (8%, half up) − 44 (2.9% + 30).
    expect(await kit.stripe.balance.retrieve({}, on)).toMatchObject({
      available: [{ amount: 0, currency: 'usd' }],
      pending: [{ amount: 415, currency: 'usd' }],
    });
    await press(kit, `/_dev/stripe/connect/${account.id}/advance-days`);
    expect(await kit.stripe.balance.retrieve({}, on)).toMatchObject({
      available: [{ amount: 415, currency: 'usd' }],
      pending: [{ amount: 0, currency: 'usd' }],
    });
  });

  it('a renewal makes the earlier payment available and holds its own as pending', async () => {
    const { account } = await payoutAccount(kit);
    const on = { stripeAccount: account.id };
    const id = await paidSupporter(kit, account.id);
    await press(kit, `/_dev/stripe/connect/${account.id}/subscriptions/${id}/advance`);
    expect(await kit.stripe.balance.retrieve({}, on)).toMatchObject({
      available: [{ amount: 415, currency: 'usd' }],
      pending: [{ amount: 415, currency: 'usd' }],
    });
  });
});
