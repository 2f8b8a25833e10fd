// Owner billing on a running local platform with its Stripe simulator: a fresh owner signs up, pays for Professional
// on the simulator's checkout page and creates a community on it (eleven times); then
// - the Stripe webhook through the gateway: signed `customer.subscription.updated` events (each newer than the last
//   and with a new id, so each is applied, not skipped or a replay) POSTed straight to /api/v1/billing/stripe-webhook,
//   sequentially and from 10 connections at once (one subscription each; and, as the worst case, all on one) — the
//   webhook's own work only (its effects in consumers are not waited for);
// - /subscription's data: the DynamoDB requests of getSubscriptionDetails (in process, counting the document client's
//   commands) and its latency through the gateway;
// - a plan-limit check adds no request: Top Members' requests while the plan allows statistics, and after a change to
//   Essential through the simulator, when the same request is refused by the plan.
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import Stripe from 'stripe';
import { browser, hostClient } from '../../test/support/http.ts';
import { countingClient } from './read-counter.ts';
import { percentile, timeSequential } from './stats.ts';

const SECRET = 'whsec_hearth_local';
const PASSWORD = 'bench-billing-7';

type Browser = ReturnType<typeof browser>;

function ok<T>(res: { status: number; text: string; json: T }, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.text}`);
  return res.json;
}

/** Signs an owner-app account up, follows the mailed verification link, and signs it in. */
async function newOwner(port: number): Promise<{ owner: Browser; email: string; memberId: string }> {
  const email = `bench-billing-${Date.now().toString(36)}@example.com`;
  const owner = browser(port, 'app.localhost');
  const body = { firstName: 'Bench', lastName: 'Owner', email, password: PASSWORD, confirmPassword: PASSWORD };
  ok(await owner('/api/v1/auth/sign-up', { body: { ...body, acceptTerms: true } }), 201, 'sign-up');
  const mails = await hostClient(port, 'app.localhost')<Array<{ to: string; text: string }>>('/_dev/mail.json');
  const link = /https?:\/\/\S+/.exec(mails.json.find((m) => m.to === email)?.text ?? '');
  const token = link ? new URL(link[0]).searchParams.get('token') : null;
  if (!token) throw new Error('no verification mail');
  ok(await owner('/api/v1/auth/verify-email', { body: { token } }), 200, 'verify');
  ok(await owner('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } }), 200, 'sign-in');
  const session = await owner<{ user: { memberId: string } }>('/api/v1/auth/session');
  return { owner, email, memberId: ok(session, 200, 'session').user.memberId };
}

/** Pays for a price on the simulator's checkout page (its "Pay with test card" form), then creates the community. */
async function paidCommunity(port: number, owner: Browser, priceId: string): Promise<string> {
  const session = await owner<{ url: string }>('/api/v1/billing/checkout-sessions', {
    body: { communityId: null, priceId },
  });
  const page = new URL(ok(session, 201, 'checkout').url).pathname;
  const pay = await hostClient(port, 'app.localhost')(`${page}/pay`, {
    method: 'POST',
    rawBody: '',
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (pay.status !== 303) throw new Error(`pay answered ${pay.status}: ${pay.text}`);
  const created = await owner<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Bench Billing',
      communitySubdomain: `bench-billing-${Date.now().toString(36)}`,
      organizationName: 'Bench',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Measure billing.',
    },
  });
  return ok(created, 201, 'create community').communityId;
}

/** The subscription object the simulator holds for a community (read from its API, as the SDK would). */
async function subscriptionObject(stripeUrl: string, port: number, communityId: string) {
  const overview = await hostClient(port, 'app.localhost')('/_dev/stripe');
  const article = (overview.text.match(/<article id="sub_[^"]+"[\s\S]*?<\/article>/g) ?? []).find((a) =>
    a.includes(`communityId=${communityId}`),
  );
  const id = article && /<article id="(sub_[^"]+)"/.exec(article)![1];
  if (!id) throw new Error(`the simulator lists no subscription of ${communityId}`);
  const res = await fetch(`${stripeUrl}/v1/subscriptions/${id}`, {
    headers: { authorization: 'Bearer sk_test_hearth_local' },
  });
  if (!res.ok) throw new Error(`the simulator answered ${res.status} for ${id}`);
  return (await res.json()) as Record<string, unknown>;
}

export interface BillingBench {
  webhookSequential: { p50: number; p99: number; count: number };
  webhook10conn: { p50: number; p99: number; count: number; reqPerSec: number };
  webhookOneSubscription10conn: { p50: number; p99: number; count: number };
  webhookFailed: number;
  detailsRequests: number;
  detailsP50: number;
  detailsP99: number;
  topMembersAllowedRequests: number;
  topMembersRefusedRequests: number;
  topMembersRefusedStatus: number;
}

const CONNECTIONS = 10;
const summary = (times: number[]) => ({
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  count: times.length,
});

export async function benchBilling(port: number, stripeUrl: string): Promise<BillingBench> {
  const { owner, email, memberId } = await newOwner(port);
  // One community per connection (Stripe's concurrent deliveries are mostly for different customers), and one more
  // for the plan-limit rows, which no bench event touches.
  const communities: string[] = [];
  for (let i = 0; i <= CONNECTIONS; i++)
    communities.push(await paidCommunity(port, owner, 'hearth_professional_month'));
  const subscriptions = await Promise.all(
    communities.slice(0, CONNECTIONS).map((cid) => subscriptionObject(stripeUrl, port, cid)),
  );
  const app = hostClient(port, 'app.localhost');

  // Each event newer than the one before (created is now, ties broken by its increasing id), so each is applied to
  // its subscription, never skipped as older nor answered as a replay.
  let sequence = 0;
  let failed = 0;
  const deliver = async (subscription: Record<string, unknown>) => {
    const event = {
      id: `evt_bench_${String(++sequence).padStart(8, '0')}${randomUUID().slice(0, 8)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.updated',
      livemode: false,
      pending_webhooks: 1,
      data: { object: subscription, previous_attributes: {} },
    };
    const payload = JSON.stringify(event);
    const res = await app('/api/v1/billing/stripe-webhook', {
      method: 'POST',
      rawBody: payload,
      csrf: false,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
    });
    if (res.status !== 200 || (res.json as { duplicate?: boolean }).duplicate !== false) failed += 1;
  };
  let turn = 0;
  const next = () => deliver(subscriptions[turn++ % CONNECTIONS]!);
  await timeSequential(50, next);
  const sequential = await timeSequential(500, next);
  const concurrent: number[] = [];
  const started = performance.now();
  await Promise.all(
    subscriptions.map(async (sub) => concurrent.push(...(await timeSequential(100, () => deliver(sub))))),
  );
  const concurrentSeconds = (performance.now() - started) / 1000;
  // The worst case: 10 connections delivering events of one subscription at once (each write conditioned on the
  // version read, so they conflict and are decided again).
  const contended: number[] = [];
  await Promise.all(
    subscriptions.map(async () => contended.push(...(await timeSequential(30, () => deliver(subscriptions[0]!))))),
  );

  // In process: /subscription's data and Top Members, warm, counting DynamoDB requests.
  const [{ getSubscriptionDetails }, { listTopMembers }] = await Promise.all([
    import('@hearth/functions/billing/subscription'),
    import('@hearth/functions/members/leaderboard'),
  ]);
  const counter = await countingClient('billingBenchCounter');
  const actor = { sub: memberId, username: `app|${email}`, communityId: 'app', memberId, email };
  const countOf = async (fn: () => Promise<unknown>) => {
    await fn().catch(() => undefined);
    counter.requests = 0;
    await fn().catch(() => undefined);
    return counter.requests;
  };
  const [first] = communities;
  const limited = communities.at(-1)!;
  const detailsRequests = await countOf(() => getSubscriptionDetails(actor, first!));
  const topMembersAllowedRequests = await countOf(() => listTopMembers(actor, limited, undefined));

  const details = `/api/v1/communities/${first}/subscription`;
  await timeSequential(50, () => owner(details));
  const detailsTimes = await timeSequential(500, async () => ok(await owner(details), 200, 'details'));

  // Essential through billing: the same Top Members request is now refused by the plan it reads.
  const change = await owner(`/api/v1/communities/${limited}/subscription/plan`, {
    method: 'PUT',
    body: { priceId: 'hearth_essential_month' },
  });
  ok(change, 200, 'change plan');
  const topMembersRefusedRequests = await countOf(() => listTopMembers(actor, limited, undefined));
  const refused = await owner(`/api/v1/communities/${limited}/top-members`);

  return {
    webhookSequential: summary(sequential),
    webhook10conn: { ...summary(concurrent), reqPerSec: concurrent.length / concurrentSeconds },
    webhookOneSubscription10conn: summary(contended),
    webhookFailed: failed,
    detailsRequests,
    detailsP50: percentile(detailsTimes, 50),
    detailsP99: percentile(detailsTimes, 99),
    topMembersAllowedRequests,
    topMembersRefusedRequests,
    topMembersRefusedStatus: refused.status,
  };
}
