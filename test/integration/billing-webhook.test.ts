// Stripe's webhook over HTTP (owner-dashboard §7 Billing): events built as Stripe shapes them and signed as Stripe
// signs them (the local platform's webhook secret), read back through the owner's /subscription data. Replays and
// any delivery order end in the state of the newest event; a forged, unsigned or stale delivery changes nothing; a
// type billing does not handle is a 200 no-op; a failed payment shows at once and e-mails the owner.
import * as messages from '@hearth/shared/messages';
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { app, drainEvents } from './context.ts';
import { latestMailTo } from './mailbox.ts';
import { ownerWithCommunity } from './owner-profile-fixtures.ts';

const SECRET = 'whsec_hearth_local';
const PRICES = [
  'hearth_essential_month',
  'hearth_professional_month',
  'hearth_premium_year',
  'hearth_professional_year',
];
const STATUSES = ['trialing', 'active', 'past_due', 'active', 'unpaid', 'active', 'canceled'] as const;
const PLAN_IDS: Record<string, string> = {
  hearth_essential_month: 'monthly-essential-plan',
  hearth_professional_month: 'monthly-professional-plan',
  hearth_premium_year: 'yearly-premium-plan',
  hearth_professional_year: 'yearly-professional-plan',
};

type Owner = Awaited<ReturnType<typeof ownerWithCommunity>>;

let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${++counter}`;

async function ownerIdOf(owner: Owner) {
  const res = await owner.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  expect(res.status, res.text).toBe(200);
  return res.json.user.memberId;
}

interface SubscriptionFields {
  status: string;
  price: string;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** A subscription object as Stripe sends it in an event (API version of the installed SDK). */
function subscription(id: string, meta: { communityId: string; ownerMemberId: string }, f: SubscriptionFields) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_webhook_test',
    status: f.status,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: `price_${f.price}`, object: 'price', lookup_key: f.price, recurring: { interval: 'month' } },
          current_period_end: f.periodEnd,
        },
      ],
    },
    trial_end: f.trialEnd,
    cancel_at: null,
    cancel_at_period_end: f.cancelAtPeriodEnd,
    canceled_at: null,
    default_payment_method: null,
    metadata: { ...meta, priceId: f.price },
    created: 1_700_000_000,
  };
}

const stripeEvent = <T extends object>(id: string, type: string, created: number, object: T) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  created,
  type,
  livemode: false,
  pending_webhooks: 1,
  data: { object },
});

/** Delivers a payload to the webhook as Stripe does: no session, no CSRF header, the signature over the raw body. */
function deliver(payload: string, signature: string | null) {
  return app<{ received: boolean; duplicate: boolean }>('/api/v1/billing/stripe-webhook', {
    method: 'POST',
    rawBody: payload,
    csrf: false,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}

const signed = (event: object, options: { secret?: string; timestamp?: number } = {}) => {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
};

async function detailsOf(owner: Owner) {
  const res = await owner.browser<SubscriptionDetails>(`/api/v1/communities/${owner.communityId}/subscription`);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** Runs the deliveries a few at a time, as Stripe's retries and parallel deliveries overlap. */
async function deliverAll(events: object[], concurrency: number) {
  const answers: Array<{ status: number; duplicate: boolean }> = [];
  for (let i = 0; i < events.length; i += concurrency) {
    const batch = events.slice(i, i + concurrency).map(async (event) => {
      const { payload, signature } = signed(event);
      const res = await deliver(payload, signature);
      return { status: res.status, duplicate: res.json?.duplicate ?? false, text: res.text };
    });
    for (const answer of await Promise.all(batch)) {
      expect(answer.status, answer.text).toBe(200);
      answers.push(answer);
    }
  }
  return answers;
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('the Stripe webhook', () => {
  it('ends in the same state for 100 subscription events delivered in random order, each twice, as in order', async () => {
    const [inOrder, scrambled] = await Promise.all([
      ownerWithCommunity('bill-order'),
      ownerWithCommunity('bill-random'),
    ]);
    const base = Math.floor(Date.now() / 1000) - 10_000;
    const tag = unique('evt');
    const eventsFor = async (owner: Owner) => {
      const meta = { communityId: owner.communityId, ownerMemberId: await ownerIdOf(owner) };
      const subscriptionId = unique('sub');
      return Array.from({ length: 100 }, (_, i) => {
        const type = i === 0 ? 'customer.subscription.created' : 'customer.subscription.updated';
        const fields: SubscriptionFields = {
          status: i === 99 ? 'active' : STATUSES[i % STATUSES.length]!,
          price: PRICES[(i * 7) % PRICES.length]!,
          periodEnd: base + 30 * 86_400 + i * 3_600,
          trialEnd: i % 3 === 0 ? base + 14 * 86_400 + i : null,
          cancelAtPeriodEnd: i % 4 === 1,
        };
        return stripeEvent(
          `${tag}_${owner.communityId}_${i}`,
          type,
          base + i,
          subscription(subscriptionId, meta, fields),
        );
      });
    };
    const ordered = await eventsFor(inOrder);
    const random = await eventsFor(scrambled);

    const orderedAnswers = await deliverAll(ordered, 1);
    expect(orderedAnswers.filter((a) => a.duplicate)).toHaveLength(0);
    const randomAnswers = await deliverAll(shuffled([...random, ...random]), 4);
    // Each event applied once; its second delivery is a replay.
    expect(randomAnswers.filter((a) => a.duplicate)).toHaveLength(100);

    const expected = await detailsOf(inOrder);
    const got = await detailsOf(scrambled);
    expect(got).toEqual(expected);
    // The newest event's subscription, as the owner's data shows it.
    const last = random[99]!.data.object;
    expect(got).toMatchObject({
      communitySubscriptionExists: true,
      planId: PLAN_IDS[last.metadata.priceId],
      subscriptionDetails: {
        status: 'active',
        priceId: last.metadata.priceId,
        renewAt: last.items.data[0]!.current_period_end,
        trialEnd: last.trial_end,
        cancelAt: null,
        card: null,
      },
    });
  });

  it.each([
    ['forged (another secret)', (e: object) => ({ ...signed(e, { secret: 'whsec_forged' }) })],
    ['unsigned', (e: object) => ({ payload: JSON.stringify(e), signature: null })],
    ['stale (signed six minutes ago)', (e: object) => signed(e, { timestamp: Math.floor(Date.now() / 1000) - 360 })],
    [
      'tampered after signing',
      (e: object) => {
        const { signature } = signed(e);
        return { payload: JSON.stringify(e).replace('"active"', '"canceled"'), signature };
      },
    ],
  ])('refuses a %s delivery with 400 and changes nothing', async (_, sign) => {
    const owner = await ownerWithCommunity('bill-forged');
    const meta = { communityId: owner.communityId, ownerMemberId: await ownerIdOf(owner) };
    const fields = {
      status: 'active',
      price: PRICES[1]!,
      periodEnd: 1_900_000_000,
      trialEnd: null,
      cancelAtPeriodEnd: false,
    };
    const event = stripeEvent(
      unique('evt'),
      'customer.subscription.created',
      1_800_000_000,
      subscription(unique('sub'), meta, fields),
    );
    const before = await detailsOf(owner);

    const { payload, signature } = sign(event);
    const refused = await deliver(payload, signature);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json).toMatchObject({
      reason: 'WEBHOOK_SIGNATURE_INVALID',
      message: messages.webhookSignatureInvalid,
    });
    expect(await detailsOf(owner)).toEqual(before);

    // The refused delivery did not record the event: signed properly, it is applied (not a replay).
    const genuine = signed(event);
    const accepted = await deliver(genuine.payload, genuine.signature);
    expect(accepted.json).toEqual({ received: true, duplicate: false });
    expect((await detailsOf(owner)).subscriptionDetails?.status).toBe('active');
  });

  it('answers 200 to an event type billing does not handle, changing nothing, and knows its replay', async () => {
    const event = stripeEvent(unique('evt'), 'customer.tax_id.created', 1_800_000_000, {
      id: 'txi_1',
      object: 'tax_id',
    });
    const first = signed(event);
    expect((await deliver(first.payload, first.signature)).json).toEqual({ received: true, duplicate: false });
    const again = signed(event);
    expect((await deliver(again.payload, again.signature)).json).toEqual({ received: true, duplicate: true });
  });

  it('shows a failed payment at once and e-mails the owner the way to the portal', async () => {
    const owner = await ownerWithCommunity('bill-failed');
    const meta = { communityId: owner.communityId, ownerMemberId: await ownerIdOf(owner) };
    const subscriptionId = unique('sub');
    const created = Math.floor(Date.now() / 1000) - 60;
    const fields = {
      status: 'active',
      price: PRICES[0]!,
      periodEnd: created + 86_400,
      trialEnd: null,
      cancelAtPeriodEnd: false,
    };
    const started = signed(
      stripeEvent(unique('evt'), 'customer.subscription.created', created, subscription(subscriptionId, meta, fields)),
    );
    expect((await deliver(started.payload, started.signature)).status).toBe(200);

    const invoice = {
      id: unique('in'),
      object: 'invoice',
      customer: 'cus_webhook_test',
      status: 'open',
      amount_due: 9_900,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: { ...meta, priceId: PRICES[0] } },
      },
    };
    const failed = signed(stripeEvent(unique('evt'), 'invoice.payment_failed', created + 1, invoice));
    const res = await deliver(failed.payload, failed.signature);
    expect(res.json).toEqual({ received: true, duplicate: false });
    expect((await detailsOf(owner)).subscriptionDetails?.status).toBe('past_due');

    await drainEvents();
    const mail = await latestMailTo(owner.email);
    expect(mail.subject).toBe('Your Hearth payment failed');
    expect(mail.text).toContain('Onboarding Club');
    expect(mail.text).toMatch(/http:\/\/app\.localhost:\d+\/subscription/);
  });
});
