// Stripe's Connect webhook over HTTP (owner-dashboard §7 Monetization, member-forum §4): members' supporter
// subscription events built as Stripe shapes them on a connected account and signed with the Connect endpoint's own
// secret, read back through the member's /subscription data and the stored items, on the demo community's paid
// membership as the seed made it (enabled, its payout account indexed to it; one test turns it off and on again).
// Replays and any delivery order end in the state of the newest event; a paid invoice counts once; an account no
// community holds, or one that is another community's, changes nothing; a forged delivery is 400.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@hearth/functions/platform/db/keys';
import type { MySupporterSubscription } from '@hearth/shared/schemas/monetization';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { app, demo, drainEvents, table } from './context.ts';
import { member, type Member } from './members.ts';

const SECRET = 'whsec_hearth_connect_local';
const TABLE = 'hearth';
const DEMO = 'cm-demo';
const FOUNDERS = 'cm-founders';
const START = 1_790_000_000;
const MONTH = 30 * 86_400;

let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${++counter}`;
/** The demo's own payout account (the seed opened it on the simulator): other files' members subscribe on it too. */
let ACCOUNT_A: string;
const ACCOUNT_B = unique('acct_founders');

interface SubscriptionFields {
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number;
  endedAt?: number | null;
  communityId?: string;
}

/** A subscription object on a connected account as Stripe sends it in an event. */
function subscription(id: string, memberId: string, f: SubscriptionFields = {}) {
  return {
    id,
    object: 'subscription',
    customer: `cus_${memberId}`,
    status: f.status ?? 'active',
    start_date: START,
    ended_at: f.endedAt ?? null,
    cancel_at_period_end: f.cancelAtPeriodEnd ?? false,
    items: {
      object: 'list',
      data: [{ current_period_end: f.periodEnd ?? START + MONTH, price: { unit_amount: 499, currency: 'usd' } }],
    },
    metadata: { communityId: f.communityId ?? DEMO, memberId },
    created: START,
  };
}

function invoice(id: string, subscriptionId: string, memberId: string, amount = 499) {
  return {
    id,
    object: 'invoice',
    customer: `cus_${memberId}`,
    amount_paid: amount,
    currency: 'usd',
    application_fee_amount: null,
    status: 'paid',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: { communityId: DEMO, memberId } },
    },
  };
}

const connectEvent = (account: string, type: string, created: number, object: object, id = unique('evt')) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  account,
  created,
  type,
  livemode: false,
  pending_webhooks: 1,
  data: { object },
});

function deliver(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app<{ received: boolean; duplicate: boolean; reason?: string }>('/api/v1/billing/connect-webhook', {
    method: 'POST',
    rawBody: payload,
    csrf: false,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

async function deliverOk(event: object) {
  const res = await deliver(event);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const get = async <T>(key: { PK: string; SK: string }) =>
  ((await table.send(new GetCommand({ TableName: TABLE, Key: key }))).Item ?? null) as T | null;

type Counters = Record<string, number | undefined>;
const supporters = async () => (await get<Counters>(keys.supporters(DEMO))) ?? {};
const memberItem = (m: Member) =>
  get<{ subscription?: { status: string; cancelAtPeriodEnd: boolean }; supporterPeriods?: unknown[] }>(
    keys.member(DEMO, m.memberId),
  );

async function mine(m: Member) {
  const res = await m.browser<MySupporterSubscription>('/api/v1/me/supporter-subscription');
  expect(res.status, res.text).toBe(200);
  return res.json;
}

async function setDemoEnabled(enabled: boolean) {
  await table.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.supporters(DEMO),
      UpdateExpression: 'SET enabled = :e',
      ExpressionAttributeValues: { ':e': enabled },
    }),
  );
}

beforeAll(async () => {
  // The demo's real account, not one of this file's: a fake one would send other files' checkouts (run at the same
  // time against the same demo) to an account the simulator does not hold.
  ACCOUNT_A = (await get<{ accountId: string }>(keys.supporters(DEMO)))!.accountId;
  for (const [account, communityId] of [
    [ACCOUNT_A, DEMO],
    [ACCOUNT_B, FOUNDERS],
  ]) {
    await table.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.connectAccount(account!), accountId: account, communityId },
      }),
    );
  }
  await setDemoEnabled(true);
});

describe('the Connect webhook', () => {
  it('moves a member through checkout → subscribed → active badge → renewals → cancel at period end → resume → ended', async () => {
    const m = await member('supporter-life');
    const sub = unique('sub');
    const before = await supporters();
    const session = {
      id: unique('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      customer: `cus_${m.memberId}`,
      subscription: sub,
      payment_status: 'paid',
      metadata: { communityId: DEMO, memberId: m.memberId },
    };
    await deliverOk(connectEvent(ACCOUNT_A, 'checkout.session.completed', START, session));
    expect(await get(keys.supporterSubscription(sub))).toMatchObject({ communityId: DEMO, memberId: m.memberId });
    const created = await deliverOk(
      connectEvent(ACCOUNT_A, 'customer.subscription.created', START + 1, subscription(sub, m.memberId)),
    );
    expect(created.duplicate).toBe(false);
    expect((await mine(m)).subscription).toEqual({
      status: 'active',
      startedAt: new Date(START * 1000).toISOString(),
      currentPeriodEnd: new Date((START + MONTH) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect((await memberItem(m))?.subscription?.status).toBe('active');

    // One invoice paid, told twice (two events): counted once; Hearth's 8% (40 of 499 cents) off the member's net.
    const paid = invoice(unique('in'), sub, m.memberId);
    await deliverOk(connectEvent(ACCOUNT_A, 'invoice.paid', START + 2, paid));
    await deliverOk(connectEvent(ACCOUNT_A, 'invoice.paid', START + 3, paid));
    // A renewal's invoice without metadata: the subscription index the checkout wrote finds the member.
    const bare = {
      ...invoice(unique('in'), sub, m.memberId),
      parent: { type: 'subscription_details', subscription_details: { subscription: sub } },
    };
    await deliverOk(connectEvent(ACCOUNT_A, 'invoice.paid', START + 4, bare));
    const after = await supporters();
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    expect([delta('gross_usd'), delta('fee_usd'), delta('net_usd'), delta('payments_usd')]).toEqual([998, 80, 918, 2]);
    expect(delta('count_active')).toBe(1);
    expect((await get<Counters>(keys.supporter(DEMO, m.memberId)))?.['paidNet_usd']).toBe(918);

    const refused = await m.browser<{ reason: string }>('/api/v1/me/supporter-subscription/checkout', {
      method: 'POST',
    });
    expect(refused.status).toBe(409);
    expect(refused.json.reason).toBe('SUPPORTER_ALREADY_SUBSCRIBED');

    const updated = (f: SubscriptionFields, at: number) =>
      deliverOk(connectEvent(ACCOUNT_A, 'customer.subscription.updated', at, subscription(sub, m.memberId, f)));
    await updated({ cancelAtPeriodEnd: true }, START + 10);
    expect((await mine(m)).subscription?.cancelAtPeriodEnd).toBe(true);
    const twice = await m.browser<{ reason: string }>('/api/v1/me/supporter-subscription/cancel', { method: 'POST' });
    expect([twice.status, twice.json.reason]).toEqual([409, 'SUPPORTER_ALREADY_CANCELLING']);
    await updated({ cancelAtPeriodEnd: false }, START + 20);
    expect((await mine(m)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    await deliverOk(
      connectEvent(
        ACCOUNT_A,
        'customer.subscription.deleted',
        START + MONTH + 5,
        subscription(sub, m.memberId, { status: 'canceled', endedAt: START + MONTH }),
      ),
    );
    expect((await mine(m)).subscription?.status).toBe('canceled');
    const ended = await memberItem(m);
    expect(ended?.subscription?.status).toBe('canceled');
    expect(ended?.supporterPeriods).toEqual([{ subscriptionId: sub, from: START * 1000, to: (START + MONTH) * 1000 }]);
    const last = await supporters();
    expect((last['count_active'] ?? 0) - (before['count_active'] ?? 0)).toBe(0);
    expect((last['count_canceled'] ?? 0) - (before['count_canceled'] ?? 0)).toBe(1);
    const noneLeft = await m.browser<{ reason: string }>('/api/v1/me/supporter-subscription/cancel', {
      method: 'POST',
    });
    expect([noneLeft.status, noneLeft.json.reason]).toEqual([409, 'SUPPORTER_NOT_SUBSCRIBED']);
    await drainEvents();
  });

  it('ends 200 events delivered in random order, each twice, as in order, and counts each invoice once', async () => {
    const m = await member('supporter-shuffle');
    const sub = unique('sub');
    const before = await supporters();
    const statuses = ['active', 'past_due', 'active', 'active', 'past_due'];
    const events = Array.from({ length: 200 }, (_, i) => {
      if (i % 10 === 9)
        return connectEvent(ACCOUNT_A, 'invoice.paid', START + i, invoice(`in_${sub}_${i % 30}`, sub, m.memberId));
      const fields = {
        status: statuses[i % statuses.length],
        cancelAtPeriodEnd: i % 3 === 0,
        periodEnd: START + MONTH + i,
      };
      const type = i === 0 ? 'customer.subscription.created' : 'customer.subscription.updated';
      return connectEvent(ACCOUNT_A, type, START + i, subscription(sub, m.memberId, fields));
    });
    // The newest subscription event (i = 198) says what holds in the end.
    const deliveries = [...events, ...events].sort(() => Math.random() - 0.5);
    for (let i = 0; i < deliveries.length; i += 8) await Promise.all(deliveries.slice(i, i + 8).map(deliverOk));
    expect((await mine(m)).subscription).toEqual({
      status: statuses[198 % statuses.length],
      startedAt: new Date(START * 1000).toISOString(),
      currentPeriodEnd: new Date((START + MONTH + 198) * 1000).toISOString(),
      cancelAtPeriodEnd: 198 % 3 === 0,
    });
    const after = await supporters();
    const invoices = new Set(
      events.filter((e) => e.type === 'invoice.paid').map((e) => (e.data.object as { id: string }).id),
    );
    expect((after['payments_usd'] ?? 0) - (before['payments_usd'] ?? 0)).toBe(invoices.size);
    expect((after['count_active'] ?? 0) - (before['count_active'] ?? 0)).toBe(1);
    expect((await memberItem(m))?.supporterPeriods).toEqual([{ subscriptionId: sub, from: START * 1000, to: null }]);
  });

  it('changes nothing for an account no community holds, or for a member of another community', async () => {
    const m = await member('supporter-foreign');
    const unknown = await deliverOk(
      connectEvent(
        unique('acct_nobody'),
        'customer.subscription.created',
        START,
        subscription(unique('sub'), m.memberId),
      ),
    );
    expect(unknown.duplicate).toBe(false);
    // Founders' account names a demo member: the event's metadata must name the account's own community.
    await deliverOk(
      connectEvent(ACCOUNT_B, 'customer.subscription.created', START, subscription(unique('sub'), m.memberId)),
    );
    await deliverOk(
      connectEvent(
        ACCOUNT_B,
        'customer.subscription.created',
        START,
        subscription(unique('sub'), m.memberId, { communityId: FOUNDERS }),
      ),
    );
    expect(await get(keys.supporter(DEMO, m.memberId))).toBeNull();
    expect((await memberItem(m))?.subscription).toBeUndefined();
    expect((await mine(m)).subscription).toBeNull();
  });

  it('refuses a forged or platform-signed delivery and records nothing; answers a replay as a duplicate', async () => {
    const m = await member('supporter-forged');
    const event = connectEvent(
      ACCOUNT_A,
      'customer.subscription.created',
      START,
      subscription(unique('sub'), m.memberId),
    );
    for (const secret of ['whsec_forged', 'whsec_hearth_local']) {
      const res = await deliver(event, secret);
      expect(res.status).toBe(400);
      expect(res.json.reason).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await get(keys.providerEvent(event.id))).toBeNull();
    expect((await deliverOk(event)).duplicate).toBe(false);
    expect((await deliverOk(event)).duplicate).toBe(true);
    expect(await deliverOk(connectEvent(ACCOUNT_B, 'account.updated', START, { id: ACCOUNT_B }))).toMatchObject({
      received: true,
    });
  });
});

describe("the member's supporter subscription", () => {
  it('shows the offer, and refuses cancel and resume without a subscription, and checkout while disabled', async () => {
    const m = await member('supporter-refusals');
    expect(await mine(m)).toMatchObject({ enabled: true, subscription: null, price: { amount: 499, currency: 'usd' } });
    const cancel = await m.browser<{ reason: string }>('/api/v1/me/supporter-subscription/cancel', { method: 'POST' });
    expect([cancel.status, cancel.json.reason]).toEqual([409, 'SUPPORTER_NOT_SUBSCRIBED']);
    const resume = await m.browser<{ reason: string }>('/api/v1/me/supporter-subscription/resume', { method: 'POST' });
    expect([resume.status, resume.json.reason]).toEqual([409, 'SUPPORTER_NOT_CANCELLING']);
    await setDemoEnabled(false);
    try {
      const checkout = await m.browser<{ reason: string }>('/api/v1/me/supporter-subscription/checkout', {
        method: 'POST',
      });
      expect([checkout.status, checkout.json.reason]).toEqual([409, 'SUPPORTERS_DISABLED']);
      expect((await mine(m)).enabled).toBe(false);
    } finally {
      await setDemoEnabled(true);
    }
    const guest = await demo('/api/v1/me/supporter-subscription');
    expect(guest.status).toBe(401);
  });
});
