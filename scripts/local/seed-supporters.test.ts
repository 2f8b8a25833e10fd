// The demo paid-membership seed against a stand-in gateway: the contract's routes answered over the simulator with
// the SDK (as the billing adapters will), the simulator's pages under /_dev/stripe. The seed walks the owner's and the
// supporter's steps with their sessions and ends with an active subscription; a step refused is reported by name.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supporterRoutes as r } from '@hearth/shared/contracts/routes';
import { type Kit, close, listen, startKit } from './stripe/test-kit.ts';
import { seedSupporters } from './seed-supporters.ts';

const at = (route: { path: string }) => route.path.replace('{communityId}', 'cm-demo');
const state = {
  account: null as string | null,
  enabled: false,
  price: null as unknown,
  perks: '',
  customer: null as string | null,
  subscription: null as string | null,
  refuseEnable: false,
};
const calls: string[] = [];
let kit: Kit;

async function api(req: IncomingMessage, body: Record<string, unknown>, session: string | undefined) {
  const key = `${req.method} ${req.url}`;
  const on = { stripeAccount: state.account ?? '' };
  if (key === 'POST /api/v1/auth/sign-in') return { status: 200, json: {}, cookie: `session=${String(body.email)}` };
  if (!session) return { status: 401, json: {} };
  calls.push(`${session} ${key}`);
  if (key === `GET ${at(r.getMonetization)}`)
    return { status: 200, json: { isSubscriptionEnabled: state.enabled, email: state.account ? 'o@x' : null } };
  if (key === `POST ${at(r.startPayoutOnboarding)}`) {
    state.account ??= (await kit.stripe.accounts.create({ type: 'express', country: String(body.country) })).id;
    const account = { id: state.account };
    const link = await kit.stripe.accountLinks.create({
      account: account.id,
      return_url: 'http://app.localhost/monetization?callback=return&communityId=cm-demo',
      refresh_url: 'http://app.localhost/monetization?callback=refresh&communityId=cm-demo',
      type: 'account_onboarding',
    });
    return { status: 201, json: { url: link.url } };
  }
  if (key === `GET ${at(r.getPayoutAccountStatus)}`) {
    const account = await kit.stripe.accounts.retrieve(state.account!);
    return { status: 200, json: { canRecievePayouts: account.payouts_enabled, detailsSubmitted: true } };
  }
  if (key === `PUT ${at(r.setSupportersEnabled)}`) {
    if (state.refuseEnable) return { status: 403, json: { code: 'MEMBER_SUBSCRIPTIONS_PLAN' } };
    state.enabled = body.enabled === true;
    return { status: 200, json: {} };
  }
  if (key === `PUT ${at(r.updateSupporterPrice)}`) return { status: 200, json: (state.price = body) };
  if (key === `PUT ${at(r.updateSupporterPerks)}`)
    return { status: 200, json: (state.perks = String(body.subscriptionPerks)) };
  if (key === `GET ${r.getMySupporterSubscription.path}`) {
    // What the Connect webhook would have recorded: the subscription the checkout started on the account.
    const held = state.account ? kit.sim.simulator.state.accounts[state.account]?.subscriptions : undefined;
    state.subscription = Object.keys(held ?? {})[0] ?? null;
    const sub = state.subscription ? await kit.stripe.subscriptions.retrieve(state.subscription, {}, on) : null;
    return { status: 200, json: { subscription: sub && { status: sub.status } } };
  }
  if (key === `POST ${r.subscribeAsSupporter.path}`) {
    const customer = await kit.stripe.customers.create({ email: session }, on);
    state.customer = customer.id;
    const checkout = await kit.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customer.id,
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: 499,
              recurring: { interval: 'month' },
              product_data: { name: 'Demo' },
            },
            quantity: 1,
          },
        ],
        subscription_data: { application_fee_percent: 8 },
        success_url: 'http://demo.localhost/settings?subscription=success',
      },
      on,
    );
    return { status: 201, json: { url: checkout.url } };
  }
  return { status: 404, json: { code: 'NOT_FOUND' } };
}

const gateway = createServer((req: IncomingMessage, res: ServerResponse) => {
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  if (path.startsWith('/_dev/stripe')) {
    void kit.sim.pages(req, res, path);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const session = /session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const answered = api(req, text ? (JSON.parse(text) as Record<string, unknown>) : {}, session);
    void answered
      .catch((error: Error) => ({ status: 500, json: { error: error.message } }))
      .then((answer) => {
        res.writeHead(answer.status, {
          'content-type': 'application/json',
          ...('cookie' in answer && answer.cookie ? { 'set-cookie': `${answer.cookie}; Path=/` } : {}),
        });
        res.end(JSON.stringify(answer.json));
      });
  });
});

let port = 0;
beforeAll(async () => {
  port = await listen(gateway);
  kit = await startKit({ gatewayPort: port });
});
afterAll(async () => {
  await kit.close();
  await close(gateway);
});

describe('the demo paid-membership seed', () => {
  it('reports the step a refusal stopped, with its answer, and changes nothing after it', async () => {
    state.refuseEnable = true;
    const lines: string[] = [];
    expect(await seedSupporters(port, (l) => lines.push(l))).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(/^The demo paid membership was not set up: enable paid membership: PUT .* answered 403/),
    ]);
    expect(state.price).toBeNull();
    expect(state.subscription).toBeNull();
  });

  it('enables paid membership as the owner and subscribes the demo supporter; a second run leaves both', async () => {
    state.refuseEnable = false;
    calls.length = 0;
    const lines: string[] = [];
    expect(await seedSupporters(port, (l) => lines.push(l))).toEqual([
      'paid membership (demo enabled at 4.99 USD, supporter maya)',
    ]);
    expect(lines).toEqual([]);
    expect(state).toMatchObject({ enabled: true, price: { amount: 499, currency: 'usd' } });
    expect(state.perks).toContain('1.5× XP');
    expect(calls).toEqual([
      `owner@hearth.local GET ${at(r.getMonetization)}`,
      `owner@hearth.local POST ${at(r.startPayoutOnboarding)}`,
      `owner@hearth.local GET ${at(r.getPayoutAccountStatus)}`,
      `owner@hearth.local PUT ${at(r.setSupportersEnabled)}`,
      `owner@hearth.local PUT ${at(r.updateSupporterPrice)}`,
      `owner@hearth.local PUT ${at(r.updateSupporterPerks)}`,
      `member@hearth.local GET ${r.getMySupporterSubscription.path}`,
      `member@hearth.local POST ${r.subscribeAsSupporter.path}`,
      `member@hearth.local GET ${r.getMySupporterSubscription.path}`,
    ]);
    const account = kit.sim.simulator.state.accounts[state.account!]!;
    expect(account.payoutsEnabled).toBe(true);
    expect(Object.values(account.subscriptions).map((s) => [s.status, s.applicationFeePercent])).toEqual([
      ['active', 8],
    ]);
    expect(await seedSupporters(port, (l) => lines.push(l))).toEqual([]);
    expect(lines).toEqual([]);
  });
});
