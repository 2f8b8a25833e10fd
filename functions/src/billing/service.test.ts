// The owner's billing service in process, with Stripe's API answered by msw and the billing and community items kept
// in memory (a fake of the stores' write fragments that holds their conditions): who may act, what each action asks
// Stripe, what it refuses, and that every answer is the state the server holds after the ordered apply.
import * as messages from '@hearth/shared/messages';
import { checkoutBodySchema } from '@hearth/shared/schemas/billing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../platform/auth/verify.ts';
import type * as Transact from '../platform/db/transact.ts';
import { resetConfig } from '../platform/config.ts';
import { AppError } from '../platform/http/errors.ts';
import type { BillingState } from './model.ts';
import { emptyBilling } from './model.ts';
import { stripeSubscription } from './stripe-fixtures.ts';

const mem = vi.hoisted(() => ({
  billing: new Map<string, { state: BillingState; version: number; takenBy: Record<string, string> }>(),
  communities: new Map<string, Record<string, unknown>>(),
  staff: new Map<string, { accessLevel: number }>(),
}));

vi.mock('./store/billing.ts', () => {
  const keyOf = (t: { kind: string; communityId?: string; ownerMemberId?: string }) =>
    t.kind === 'community' ? `c/${t.communityId}` : `o/${t.ownerMemberId}`;
  const read = (key: string) =>
    structuredClone(mem.billing.get(key) ?? { state: emptyBilling(), version: 0, takenBy: {} });
  const write = (key: string, version: number, state: BillingState) => ({
    holds: () => (mem.billing.get(key)?.version ?? 0) === version,
    apply: () => mem.billing.set(key, { ...read(key), state, version: version + 1 }),
  });
  return {
    getBilling: async (t: never) => read(keyOf(t)),
    billingWrite: (t: never, state: BillingState, version: number) => write(keyOf(t), version, state),
    providerEventMark: () => ({ holds: () => true, apply: () => undefined }),
    newCustomerWrites: (owner: string, customerId: string) => {
      const held = read(`o/${owner}`);
      return [write(`o/${owner}`, held.version, { ...held.state, customerId })];
    },
    getOwnerView: async (_c: unknown, _s: unknown, communityId: string, memberId: string) => ({
      community: mem.communities.get(communityId) ?? null,
      staff: mem.staff.get(`${communityId}/${memberId}`) ?? null,
      billing: read(`c/${communityId}`),
      owner: read(`o/${memberId}`),
    }),
  };
});
vi.mock('../communities/plan.ts', () => ({
  communityItemKey: (id: string) => ({ PK: id, SK: 'C' }),
  staffItemKey: (id: string, member: string) => ({ PK: id, SK: member }),
  planMirrorWrite: (communityId: string, mirror: Record<string, unknown>) => ({
    holds: () => mem.communities.has(communityId),
    apply: () =>
      Object.assign(
        mem.communities.get(communityId)!,
        mirror.planChoice ? mirror : { ...mirror, planChoice: undefined },
      ),
  }),
}));
vi.mock('../platform/db/transact.ts', async (original) => {
  const actual = await original<typeof Transact>();
  type Fake = { holds: () => boolean; apply: () => void };
  const transactWrite = async (items: Fake[]) => {
    const failed = items.flatMap((item, i) => (item.holds() ? [] : [i]));
    if (failed.length) throw new actual.TransactionConditionFailed(failed);
    for (const item of items) item.apply();
  };
  return {
    ...actual,
    transactWrite,
    transactIfHeld: async (items: Fake[]) =>
      transactWrite(items).then(
        () => true,
        () => false,
      ),
  };
});
vi.mock('../platform/events/port.ts', () => ({ outboxItem: () => ({ holds: () => true, apply: () => undefined }) }));

const { createCheckoutSession, getPaymentStatus } = await import('./checkout.ts');
const subscription = await import('./subscription.ts');
const { stripeProvider } = await import('./stripe-provider.ts');

const API = 'https://api.stripe.com';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const actor = (memberId: string): Actor =>
  ({
    sub: memberId,
    username: `app|${memberId}@example.com`,
    communityId: 'app',
    memberId,
    email: `${memberId}@example.com`,
  }) as Actor;
const OWNER = actor('owner-1');
const EDITOR = actor('editor-1');
const STRANGER = actor('stranger-1');

beforeEach(() => {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_unit',
    STRIPE_WEBHOOK_SECRET: 'whsec_unit',
    HEARTH_STAGE: 'local',
  });
  resetConfig();
  mem.billing.clear();
  mem.communities.clear();
  mem.staff.clear();
  mem.communities.set('cm-1', {
    communityId: 'cm-1',
    communityName: 'Club',
    ownerMemberId: 'owner-1',
    planChoice: null,
  });
  mem.staff.set('cm-1/owner-1', { accessLevel: 100 });
  mem.staff.set('cm-1/editor-1', { accessLevel: 90 });
  mem.billing.set('c/cm-1', {
    state: {
      ...emptyBilling(),
      customerId: 'cus_1',
      stamp: '00000000001#evt_0',
      subscription: {
        subscriptionId: 'sub_1',
        status: 'active',
        itemId: 'si_1',
        priceId: 'hearth_professional_month',
        renewAt: 1_900_000_000,
        trialEnd: null,
        cancelAt: null,
      },
    },
    version: 1,
    takenBy: {},
  });
  mem.billing.set('o/owner-1', {
    state: { ...emptyBilling(), customerId: 'cus_1', card: { brand: 'visa', last4: '4242' } },
    version: 1,
    takenBy: {},
  });
});

/** Stripe's subscription endpoint: each update answers the subscription as changed, and is recorded. */
function serveSubscriptionUpdates() {
  const sent: Record<string, string>[] = [];
  let held = stripeSubscription();
  server.use(
    http.get(`${API}/v1/prices`, ({ request }) => {
      const key = new URL(request.url).searchParams.get('lookup_keys[0]')!;
      return HttpResponse.json({
        object: 'list',
        data: [{ id: `price_${key}`, lookup_key: key, unit_amount: 79_900, currency: 'usd' }],
      });
    }),
    http.post(`${API}/v1/subscriptions/sub_1`, async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push(body);
      if (body['cancel_at_period_end'])
        held = { ...held, cancel_at_period_end: body['cancel_at_period_end'] === 'true' };
      if (body['items[0][price]']) {
        const key = body['items[0][price]']!.replace(/^price_/, '');
        const item = {
          ...held.items.data[0]!,
          price: { ...held.items.data[0]!.price, id: body['items[0][price]']!, lookup_key: key },
        };
        held = { ...held, items: { ...held.items, data: [item] } };
      }
      return HttpResponse.json(held);
    }),
  );
  return sent;
}

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('who reaches a community’s billing', () => {
  it('shows the owner the subscription the server holds, with their card', async () => {
    expect(await subscription.getSubscriptionDetails(OWNER, 'cm-1')).toEqual({
      communitySubscriptionExists: true,
      hasStripeAccount: true,
      subscriptionDetails: {
        status: 'active',
        card: { brand: 'visa', last4: '4242' },
        renewAt: 1_900_000_000,
        trialEnd: null,
        cancelAt: null,
        priceId: 'hearth_professional_month',
      },
      trialEndsAt: null,
      planId: null,
    });
  });

  it.each([
    [
      'sees the subscription',
      () => subscription.getSubscriptionDetails(EDITOR, 'cm-1'),
      messages.ownerOnlySubscription,
    ],
    [
      'changes the plan',
      () => subscription.changePlan(EDITOR, 'cm-1', 'hearth_premium_month', stripeProvider()),
      messages.ownerOnlyChangePlan,
    ],
    ['cancels', () => subscription.cancelSubscription(EDITOR, 'cm-1', stripeProvider()), messages.ownerOnlyCancel],
    ['renews', () => subscription.renewSubscription(EDITOR, 'cm-1', stripeProvider()), messages.ownerOnlyRenew],
    [
      'opens the portal',
      () => subscription.createPortalSession(EDITOR, 'app.localhost', 'cm-1', stripeProvider()),
      messages.ownerOnlySubscription,
    ],
  ])('refuses an editor who %s with the §8 text, asking Stripe nothing', async (_, act, message) => {
    expect(await refusalOf(act())).toMatchObject({ status: 403, message });
  });

  it('tells another community’s owner nothing (404)', async () => {
    expect(await refusalOf(subscription.getSubscriptionDetails(STRANGER, 'cm-1'))).toMatchObject({
      status: 404,
      reason: 'NOT_STAFF',
    });
    const body = checkoutBodySchema.parse({ communityId: 'cm-1', priceId: 'hearth_premium_month' });
    expect(
      await refusalOf(
        createCheckoutSession({ actor: STRANGER, host: 'app.localhost', ip: '127.0.0.1' }, body, stripeProvider()),
      ),
    ).toMatchObject({ status: 404 });
  });
});

describe('the owner’s subscription actions', () => {
  it('cancels at the period end, then refuses a second cancel; renews, then refuses a second renew', async () => {
    const sent = serveSubscriptionUpdates();
    const cancelled = await subscription.cancelSubscription(OWNER, 'cm-1', stripeProvider());
    expect(cancelled.subscriptionDetails).toMatchObject({ status: 'active', cancelAt: 1_900_000_000 });
    expect(await refusalOf(subscription.cancelSubscription(OWNER, 'cm-1', stripeProvider()))).toMatchObject({
      status: 409,
      message: messages.subscriptionAlreadyCanceled,
    });
    const renewed = await subscription.renewSubscription(OWNER, 'cm-1', stripeProvider());
    expect(renewed.subscriptionDetails).toMatchObject({ status: 'active', cancelAt: null });
    expect(await refusalOf(subscription.renewSubscription(OWNER, 'cm-1', stripeProvider()))).toMatchObject({
      status: 409,
      message: messages.subscriptionNotCancelling,
    });
    expect(sent).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
  });

  it('changes the plan, mirroring it on the community; the current price is refused without asking Stripe', async () => {
    serveSubscriptionUpdates();
    expect(
      await refusalOf(subscription.changePlan(OWNER, 'cm-1', 'hearth_professional_month', stripeProvider())),
    ).toMatchObject({
      status: 409,
      message: messages.planUnchanged,
    });
    const changed = await subscription.changePlan(OWNER, 'cm-1', 'hearth_premium_month', stripeProvider());
    expect(changed.subscriptionDetails?.priceId).toBe('hearth_premium_month');
    expect(mem.communities.get('cm-1')).toMatchObject({
      planChoice: { planId: 'premium-plan', interval: 'month' },
      subscriptionStatus: 'active',
    });
  });

  it('an answer older than the state held does not overwrite it', async () => {
    serveSubscriptionUpdates();
    const held = mem.billing.get('c/cm-1')!;
    held.state.stamp = '99999999999#evt_future';
    const answer = await subscription.cancelSubscription(OWNER, 'cm-1', stripeProvider());
    expect(answer.subscriptionDetails?.cancelAt).toBeNull();
  });

  /** Stripe's preview: the prorations (credit and charge) and, after them, the new price's whole next period. */
  const servePreview = (nextPeriodEnd: number) =>
    server.use(
      http.post(`${API}/v1/invoices/create_preview`, () =>
        HttpResponse.json({
          object: 'invoice',
          amount_due: 12_345,
          currency: 'usd',
          period_end: 1_900_000_000,
          lines: {
            object: 'list',
            data: [
              [-2_000, true, 1_900_000_000],
              [6_000, true, 1_900_000_000],
              [8_345, false, nextPeriodEnd],
            ].map(([amount, proration, end]) => ({
              object: 'line_item',
              amount,
              period: { start: 1_800_000_000, end },
              parent: { type: 'subscription_item_details', subscription_item_details: { proration } },
            })),
          },
        }),
      ),
    );

  it('previews a change within the interval as its prorations, added to the next renewal’s invoice', async () => {
    serveSubscriptionUpdates();
    servePreview(1_902_000_000);
    expect(await subscription.previewPlanChange(OWNER, 'cm-1', 'hearth_premium_month', stripeProvider())).toEqual({
      priceId: 'hearth_premium_month',
      amountDue: 4_000,
      chargedNow: false,
      currency: 'usd',
      nextAmount: 79_900,
      nextRenewAt: 1_900_000_000,
    });
  });

  it('previews a change to another interval as the invoice charged now, renewing after the new period', async () => {
    serveSubscriptionUpdates();
    servePreview(1_931_000_000);
    expect(await subscription.previewPlanChange(OWNER, 'cm-1', 'hearth_premium_year', stripeProvider())).toEqual({
      priceId: 'hearth_premium_year',
      amountDue: 12_345,
      chargedNow: true,
      currency: 'usd',
      nextAmount: 79_900,
      nextRenewAt: 1_931_000_000,
    });
  });
});

describe('checkout', () => {
  it('opens the builder’s checkout for the owner’s next community, making their customer first', async () => {
    mem.billing.delete('o/owner-1');
    const sessions: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/v1/customers`, () => HttpResponse.json({ id: 'cus_new', object: 'customer' })),
      http.get(`${API}/v1/prices`, () =>
        HttpResponse.json({
          object: 'list',
          data: [{ id: 'price_ess', lookup_key: 'hearth_essential_year', unit_amount: 89_100, currency: 'usd' }],
        }),
      ),
      http.post(`${API}/v1/checkout/sessions`, async ({ request }) => {
        sessions.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ id: 'cs_1', url: 'http://127.0.0.1:1/checkout/cs_1' });
      }),
    );
    const body = checkoutBodySchema.parse({
      communityId: null,
      priceId: 'hearth_essential_year',
      freeTrial: true,
      source: 'app',
    });
    const req = { actor: OWNER, host: 'app.localhost:4321', ip: '127.0.0.1' };
    expect(await createCheckoutSession(req, body, stripeProvider())).toEqual({
      sessionId: 'cs_1',
      url: 'http://127.0.0.1:1/checkout/cs_1',
    });
    expect(sessions[0]).toMatchObject({
      customer: 'cus_new',
      'subscription_data[trial_period_days]': '14',
      success_url: 'http://app.localhost:4321/onboarding/payment-status?session_id={CHECKOUT_SESSION_ID}&source=app',
      cancel_url: 'http://app.localhost:4321/onboarding/choose-your-plan',
    });
    expect(mem.billing.get('o/owner-1')?.state.customerId).toBe('cus_new');
    expect(await getPaymentStatus(OWNER)).toEqual({ paid: false, planId: null, freeTrial: false });
  });

  it('refuses a checkout for a community that already has a live subscription, and a price not in the catalogue', async () => {
    const body = checkoutBodySchema.parse({ communityId: 'cm-1', priceId: 'hearth_premium_month' });
    expect(
      await refusalOf(
        createCheckoutSession({ actor: OWNER, host: 'app.localhost', ip: '127.0.0.1' }, body, stripeProvider()),
      ),
    ).toMatchObject({
      status: 409,
      reason: 'SUBSCRIPTION_EXISTS',
    });
    const unknown = checkoutBodySchema.safeParse({ communityId: null, priceId: 'price_free_lunch' });
    expect(unknown.error?.issues[0]?.message).toBe(messages.priceUnknown);
  });
});
