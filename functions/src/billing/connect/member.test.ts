// The member's supporter service in process, with Stripe's API on the connected account answered by msw and the
// supporter items kept in memory (a fake of the stores' write fragments that holds their version conditions): what
// subscribing asks Stripe (a customer once, Checkout at the current price with Hearth's fee and the community's
// return pages), what each action refuses, and that cancel and resume answer the state held after the ordered apply.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../platform/auth/verify.ts';
import { resetConfig } from '../../platform/config.ts';
import type * as Transact from '../../platform/db/transact.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { SupportersOffer } from './store/supporters.ts';
import { emptySupporter, type SupporterState } from './supporter-model.ts';

type Held = { state: SupporterState; version: number; customerAccountId: string | null; paidNet: object };
const mem = vi.hoisted(() => ({
  offer: null as SupportersOffer | null,
  supporters: new Map<string, Held>(),
  memberState: new Map<string, unknown>(),
  /** The community item as the membership gate's configuration holds it (its plan mirror). */
  community: {} as Record<string, unknown>,
}));

vi.mock('./store/supporters.ts', () => {
  const read = (memberId: string): Held =>
    structuredClone(
      mem.supporters.get(memberId) ?? {
        state: emptySupporter(memberId),
        version: 0,
        customerAccountId: null,
        paidNet: {},
      },
    );
  const noop = { holds: () => true, apply: () => undefined };
  return {
    getSupportersOffer: async () => structuredClone(mem.offer!),
    getSupporter: async (_c: string, memberId: string) => read(memberId),
    supporterWrite: (_c: string, state: SupporterState, version: number) => ({
      holds: () => read(state.memberId).version === version,
      apply: () => mem.supporters.set(state.memberId, { ...read(state.memberId), state, version: version + 1 }),
    }),
    supporterCustomerWrite: (_c: string, memberId: string, accountId: string, customerId: string) => ({
      holds: () => !read(memberId).state.customerId,
      apply: () => {
        const held = read(memberId);
        mem.supporters.set(memberId, { ...held, state: { ...held.state, customerId }, customerAccountId: accountId });
      },
    }),
    supportersCountersWrite: () => noop,
    supporterSubscriptionWrite: () => noop,
    invoiceMark: () => noop,
    paidNetWrite: () => noop,
  };
});
vi.mock('../../members/supporters.ts', () => ({
  supporterStateWrite: (_c: string, memberId: string, state: unknown) => ({
    holds: () => true,
    apply: () => mem.memberState.set(memberId, state),
  }),
}));
vi.mock('../../members/gate.ts', () => ({
  forumWriter: async (_tenant: unknown, actor: Actor) => ({
    forum: { config: { community: mem.community } },
    member: { memberId: actor.memberId },
    memberId: actor.memberId,
  }),
}));
vi.mock('../store/billing.ts', () => ({ providerEventMark: () => ({ holds: () => true, apply: () => undefined }) }));
vi.mock('../../platform/events/port.ts', () => ({
  outboxItem: () => ({ holds: () => true, apply: () => undefined }),
}));
vi.mock('../../platform/db/transact.ts', async (original) => {
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

const supporter = await import('./member.ts');
const { stripeSupporters, supportersAnsweringUnavailable } = await import('./stripe-supporters.ts');

const API = 'https://api.stripe.com';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ACTOR = {
  sub: 'm-1',
  username: 'cm-1|m@example.com',
  communityId: 'cm-1',
  memberId: 'm-1',
  email: 'm@example.com',
};
const REQ = {
  tenant: { kind: 'community' as const, communityId: 'cm-1', host: 'club.localhost' },
  actor: ACTOR,
  host: 'club.localhost',
};
const provider = () => supportersAnsweringUnavailable(stripeSupporters());
const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));
const START = 1_790_000_000;

const stripeSubscription = (cancelAtPeriodEnd: boolean) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  start_date: START,
  ended_at: null,
  cancel_at_period_end: cancelAtPeriodEnd,
  items: { object: 'list', data: [{ current_period_end: START + 2_592_000 }] },
  metadata: { communityId: 'cm-1', memberId: 'm-1' },
});

const activeState = (cancelAtPeriodEnd = false): SupporterState => ({
  ...emptySupporter('m-1'),
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  status: 'active',
  startedAt: START,
  currentPeriodEnd: START + 2_592_000,
  cancelAtPeriodEnd,
  stamp: `0${START}#evt_1`,
  periods: [{ subscriptionId: 'sub_1', from: START * 1000, to: null }],
});

beforeEach(() => {
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_unit', HEARTH_STAGE: 'local' });
  resetConfig();
  mem.supporters.clear();
  mem.memberState.clear();
  mem.community = {
    communityId: 'cm-1',
    communityName: 'Club',
    planChoice: { planId: 'premium-plan', interval: 'month' },
    subscriptionStatus: 'active',
  };
  mem.offer = {
    enabled: true,
    accountId: 'acct_1',
    canReceivePayouts: true,
    priceAmount: 650,
    priceCurrency: 'eur',
    perks: '<p>Perks</p>',
  };
});

describe('subscribeAsSupporter', () => {
  it("makes the member's customer on the account once, then opens Checkout at the current price with Hearth's fee", async () => {
    const customers: string[] = [];
    const sessions: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/v1/customers`, ({ request }) => {
        customers.push(request.headers.get('stripe-account') ?? '');
        return HttpResponse.json({ id: 'cus_new', object: 'customer' });
      }),
      http.post(`${API}/v1/checkout/sessions`, async ({ request }) => {
        sessions.push(await form(request));
        return HttpResponse.json({
          id: `cs_${sessions.length}`,
          object: 'checkout.session',
          url: 'https://pay.test/cs',
        });
      }),
    );
    expect(await supporter.subscribeAsSupporter(REQ, provider())).toEqual({
      sessionId: 'cs_1',
      url: 'https://pay.test/cs',
    });
    await supporter.subscribeAsSupporter(REQ, provider());
    expect(customers).toEqual(['acct_1']);
    expect(sessions[1]).toMatchObject({
      customer: 'cus_new',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '650',
      'line_items[0][price_data][product_data][name]': 'Club supporter',
      'subscription_data[application_fee_percent]': '8',
      success_url: 'http://club.localhost/settings?subscription=success',
      cancel_url: 'http://club.localhost/subscription',
    });
  });

  it.each([
    ['not enabled', { enabled: false }],
    ['an account that cannot receive payouts', { canReceivePayouts: false }],
    ['no payout account', { accountId: null }],
  ])('refuses with SUPPORTERS_DISABLED for %s, asking Stripe nothing', async (_case, change) => {
    Object.assign(mem.offer!, change);
    await expect(supporter.subscribeAsSupporter(REQ, provider())).rejects.toMatchObject({
      status: 409,
      reason: 'SUPPORTERS_DISABLED',
    });
  });

  it.each([
    ['a plan without member subscriptions', { planChoice: { planId: 'professional-plan', interval: 'month' } }],
    ['a plan whose subscription lapsed', { subscriptionStatus: 'canceled' }],
  ])('offers nothing and refuses with SUPPORTERS_DISABLED on %s, asking Stripe nothing', async (_case, change) => {
    Object.assign(mem.community, change);
    expect((await supporter.getMySupporterSubscription(REQ)).enabled).toBe(false);
    await expect(supporter.subscribeAsSupporter(REQ, provider())).rejects.toMatchObject({
      status: 409,
      reason: 'SUPPORTERS_DISABLED',
    });
  });

  it('refuses a member whose subscription is active or past due', async () => {
    for (const status of ['active', 'past_due'] as const) {
      mem.supporters.set('m-1', {
        state: { ...activeState(), status },
        version: 1,
        customerAccountId: 'acct_1',
        paidNet: {},
      });
      await expect(supporter.subscribeAsSupporter(REQ, provider())).rejects.toMatchObject({
        reason: 'SUPPORTER_ALREADY_SUBSCRIBED',
      });
    }
  });
});

describe('unsubscribe and resume', () => {
  it('cancel at period end, then resume: each Stripe answer applied in order and answered as held', async () => {
    const updates: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/v1/subscriptions/sub_1`, async ({ request }) => {
        expect(request.headers.get('stripe-account')).toBe('acct_1');
        const body = await form(request);
        updates.push(body);
        return HttpResponse.json(stripeSubscription(body['cancel_at_period_end'] === 'true'));
      }),
    );
    mem.supporters.set('m-1', { state: activeState(), version: 1, customerAccountId: 'acct_1', paidNet: {} });
    const cancelled = await supporter.unsubscribeAsSupporter(REQ, provider());
    expect(cancelled.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(mem.memberState.get('m-1')).toMatchObject({ subscription: { cancelAtPeriodEnd: true } });
    await expect(supporter.unsubscribeAsSupporter(REQ, provider())).rejects.toMatchObject({
      reason: 'SUPPORTER_ALREADY_CANCELLING',
    });
    const resumed = await supporter.resumeAsSupporter(REQ, provider());
    expect(resumed.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await expect(supporter.resumeAsSupporter(REQ, provider())).rejects.toMatchObject({
      reason: 'SUPPORTER_NOT_CANCELLING',
    });
    expect(updates).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
  });

  it('refuses without a subscription, and answers 502 leaving the state as it was when Stripe fails', async () => {
    await expect(supporter.unsubscribeAsSupporter(REQ, provider())).rejects.toMatchObject({
      reason: 'SUPPORTER_NOT_SUBSCRIBED',
    });
    mem.supporters.set('m-1', { state: activeState(), version: 1, customerAccountId: 'acct_1', paidNet: {} });
    server.use(
      http.post(`${API}/v1/subscriptions/sub_1`, () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'down' } }, { status: 500 }),
      ),
    );
    const failure = await supporter.unsubscribeAsSupporter(REQ, provider()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(mem.supporters.get('m-1')?.state.cancelAtPeriodEnd).toBe(false);
  });
});
