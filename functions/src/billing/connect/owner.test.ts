// The owner's side of paid membership in process, with Stripe's API answered by msw and the SUPPORTERS item, its
// account index, the community item and the event marks kept in memory (a fake of the stores' write fragments that
// holds their conditions): who may act, what each action asks Stripe, what it refuses, what it stores, and the
// account state applied in order and once.
import { DEFAULT_SUPPORTER_PRICE } from '@hearth/shared/constants/supporters';
import * as messages from '@hearth/shared/messages';
import { planFeatureMessage } from '@hearth/shared/rules/plan-features';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../platform/auth/verify.ts';
import { resetConfig } from '../../platform/config.ts';
import type * as Transact from '../../platform/db/transact.ts';
import { stampOf } from '../model.ts';
import type { SupportersItem } from './store/settings.ts';

type Fake = { holds: () => boolean; apply: () => void };

const mem = vi.hoisted(() => ({
  supporters: new Map<string, Record<string, unknown>>(),
  accounts: new Map<string, string>(),
  marks: new Set<string>(),
  communities: new Map<string, Record<string, unknown>>(),
  staff: new Map<string, { accessLevel: number }>(),
  list: [] as Record<string, unknown>[],
}));

vi.mock('./store/settings.ts', () => {
  const read = (cid: string) => structuredClone(mem.supporters.get(cid) ?? {}) as SupportersItem;
  const versioned = (cid: string, fields: Record<string, unknown>, version: number, extra = () => true): Fake => ({
    holds: () => (read(cid).version ?? 0) === version && extra(),
    apply: () => mem.supporters.set(cid, { ...read(cid), ...fields, version: version + 1 }),
  });
  return {
    getMonetizationView: async (_c: unknown, staffKey: { SK: string }, cid: string) => ({
      community: mem.communities.get(cid) ?? null,
      staff: mem.staff.get(`${cid}/${staffKey.SK}`) ?? null,
      supporters: read(cid),
    }),
    getSupporters: async (cid: string) => read(cid),
    connectAccountCommunity: async (acct: string) => mem.accounts.get(acct) ?? null,
    settingsWrite: (cid: string, settings: Record<string, unknown>, version: number) =>
      versioned(cid, settings, version),
    accountStateWrite: (cid: string, state: Record<string, unknown>, version: number) => versioned(cid, state, version),
    accountOpenedWrites: (cid: string, account: { accountId: string }, version: number) => [
      versioned(cid, account, version, () => !read(cid).accountId),
      { holds: () => !mem.accounts.has(account.accountId), apply: () => mem.accounts.set(account.accountId, cid) },
    ],
    subscriberListPartition: (cid: string, filter: string) => ({ GSI1PK: `${cid}/${filter}` }),
    subscriberPage: async (cid: string, filter: string, limit: number, startKey?: { GSI1SK: string }) => {
      const all = mem.list.filter((s) => s.partition === `${cid}/${filter}`);
      const from = startKey ? all.findIndex((s) => s.memberId === startKey.GSI1SK) + 1 : 0;
      const items = all.slice(from, from + limit);
      const last = items.at(-1);
      return {
        items,
        ...(from + limit < all.length && last
          ? { lastKey: { GSI1PK: `${cid}/${filter}`, GSI1SK: last.memberId } }
          : {}),
      };
    },
  };
});
vi.mock('../store/billing.ts', () => ({
  providerEventMark: (id: string): Fake => ({ holds: () => !mem.marks.has(id), apply: () => mem.marks.add(id) }),
}));
vi.mock('../../communities/plan.ts', () => ({
  communityItemKey: (id: string) => ({ PK: id, SK: 'C' }),
  staffItemKey: (id: string, member: string) => ({ PK: id, SK: member }),
}));
vi.mock('../../communities/supporters.ts', () => ({
  supportersMirrorWrite: (cid: string, enabled: boolean): Fake => ({
    holds: () => mem.communities.has(cid),
    apply: () => Object.assign(mem.communities.get(cid)!, { supportersEnabled: enabled }),
  }),
}));
vi.mock('../../members/service.ts', () => ({
  getMembers: async (_cid: string, ids: string[]) =>
    ids
      .filter((id) => id !== 'gone')
      .map((id) => ({ memberId: id, firstName: `F${id}`, lastName: `L${id}`, email: `${id}@example.com` })),
}));
vi.mock('../../platform/db/transact.ts', async (original) => {
  const actual = await original<typeof Transact>();
  return {
    ...actual,
    transactWrite: async (items: Fake[]) => {
      const failed = items.flatMap((item, i) => (item.holds() ? [] : [i]));
      if (failed.length) throw new actual.TransactionConditionFailed(failed);
      for (const item of items) item.apply();
    },
  };
});

const owner = await import('./owner.ts');
const { applyAccountEvent } = await import('./accounts.ts');
const { listSubscribers } = await import('./subscribers.ts');
const { stripePayoutAccounts } = await import('./stripe-accounts.ts');

const API = 'https://api.stripe.com';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const actor = (memberId: string): Actor => ({
  sub: memberId,
  username: `app|${memberId}@example.com`,
  communityId: 'app',
  memberId,
  email: `${memberId}@example.com`,
});
const OWNER = actor('owner-1');
const payouts = () => stripePayoutAccounts();

function community(planId: string) {
  mem.communities.set('c1', {
    communityId: 'c1',
    ownerMemberId: 'owner-1',
    planChoice: { planId, interval: 'month' },
    subscriptionStatus: 'active',
  });
}

beforeEach(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_unit';
  delete process.env.STRIPE_API_URL;
  resetConfig();
  for (const store of [mem.supporters, mem.accounts, mem.communities, mem.staff]) store.clear();
  mem.marks.clear();
  mem.list = [];
  community('premium-plan');
  mem.staff.set('c1/owner-1', { accessLevel: 100 });
  mem.staff.set('c1/editor-1', { accessLevel: 90 });
});

const accountJson = (over: Record<string, unknown> = {}) => ({
  id: 'acct_1',
  object: 'account',
  email: 'owner-1@example.com',
  country: 'US',
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  metadata: { communityId: 'c1' },
  ...over,
});

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('who reaches monetization', () => {
  it('answers the defaults to the owner: 499 usd, not enabled, nothing counted', async () => {
    const data = await owner.getMonetization(OWNER, 'c1');
    expect(data).toMatchObject({
      isSubscriptionEnabled: false,
      subscriptionPriceAmount: DEFAULT_SUPPORTER_PRICE.amount,
      subscriptionPriceCurrency: 'usd',
      canRecievePayouts: false,
      email: null,
      planAllows: true,
      subscriptionPerks: '',
      totals: { active: 0, canceled: 0, unpaid: 0 },
      earnings: [],
      feePercent: 8,
    });
  });

  it('refuses an editor with the owner-only text and hides the community from a stranger', async () => {
    expect(await refusalOf(owner.getMonetization(actor('editor-1'), 'c1'))).toMatchObject({
      status: 403,
      reason: 'MONETIZATION_OWNER_ONLY',
      message: messages.monetizationOwnerOnly,
    });
    expect(await refusalOf(owner.getMonetization(actor('stranger'), 'c1'))).toMatchObject({ status: 404 });
  });

  it('maps the counters the member side adds to totals and earnings per currency', async () => {
    mem.supporters.set('c1', {
      count_active: 3,
      count_unpaid: 1,
      gross_usd: 1497,
      fee_usd: 120,
      net_usd: 1377,
      payments_usd: 3,
      gross_eur: 500,
      fee_eur: 40,
      net_eur: 460,
      payments_eur: 1,
    });
    const data = await owner.getMonetization(OWNER, 'c1');
    expect(data.totals).toEqual({ active: 3, canceled: 0, unpaid: 1 });
    expect(data.earnings).toEqual([
      { currency: 'usd', gross: 1497, fee: 120, net: 1377, payments: 3 },
      { currency: 'eur', gross: 500, fee: 40, net: 460, payments: 1 },
    ]);
  });
});

describe('payout onboarding', () => {
  it('refuses without a country the first time, asking Stripe nothing', async () => {
    expect(
      await refusalOf(owner.startPayoutOnboarding(OWNER, 'app.localhost', 'c1', undefined, payouts())),
    ).toMatchObject({ status: 409, reason: 'PAYOUT_ACCOUNT_MISSING' });
  });

  it('opens the account once, indexes it, and links to onboarding returning to /monetization', async () => {
    const created: string[] = [];
    const links: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/v1/accounts`, async ({ request }) => {
        created.push(new URLSearchParams(await request.text()).get('email') ?? '');
        return HttpResponse.json(accountJson());
      }),
      http.post(`${API}/v1/account_links`, async ({ request }) => {
        links.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ object: 'account_link', url: `https://connect.test/${links.length}` });
      }),
    );
    const first = await owner.startPayoutOnboarding(OWNER, 'app.localhost', 'c1', 'US', payouts());
    const again = await owner.startPayoutOnboarding(OWNER, 'app.localhost', 'c1', undefined, payouts());
    expect([first.url, again.url]).toEqual(['https://connect.test/1', 'https://connect.test/2']);
    expect(created).toEqual(['owner-1@example.com']);
    expect(mem.accounts.get('acct_1')).toBe('c1');
    expect(mem.supporters.get('c1')).toMatchObject({
      accountId: 'acct_1',
      email: 'owner-1@example.com',
      country: 'US',
    });
    expect(links[0]).toMatchObject({
      account: 'acct_1',
      type: 'account_onboarding',
      return_url: 'https://app.localhost/monetization?callback=return&communityId=c1',
      refresh_url: 'https://app.localhost/monetization?callback=refresh&communityId=c1',
    });
  });

  it('stores the payout ability Stripe reports and never enables paid membership', async () => {
    mem.supporters.set('c1', { accountId: 'acct_1', version: 1 });
    server.use(
      http.get(`${API}/v1/accounts/acct_1`, () =>
        HttpResponse.json(accountJson({ charges_enabled: true, payouts_enabled: true, details_submitted: true })),
      ),
    );
    expect(await owner.getPayoutAccountStatus(OWNER, 'c1', payouts())).toEqual({
      canRecievePayouts: true,
      detailsSubmitted: true,
      isSubscriptionEnabled: false,
    });
    expect(mem.supporters.get('c1')).toMatchObject({ canReceivePayouts: true, detailsSubmitted: true });
    expect(mem.supporters.get('c1')?.enabled).toBeUndefined();
  });

  it('answers the balance of the account, and 409 without one', async () => {
    expect(await refusalOf(owner.getMonetizationBalance(OWNER, 'c1', payouts()))).toMatchObject({
      reason: 'PAYOUT_ACCOUNT_MISSING',
    });
    mem.supporters.set('c1', { accountId: 'acct_1', version: 1 });
    server.use(
      http.get(`${API}/v1/balance`, () =>
        HttpResponse.json({ object: 'balance', available: [{ amount: 5, currency: 'usd' }], pending: [] }),
      ),
    );
    expect(await owner.getMonetizationBalance(OWNER, 'c1', payouts())).toEqual({
      available: [{ amount: 5, currency: 'usd' }],
      pending: [],
    });
  });
});

describe('enabling, price and perks', () => {
  it('refuses enabling before the account can receive payouts', async () => {
    expect(await refusalOf(owner.setSupportersEnabled(OWNER, 'c1', true))).toMatchObject({
      status: 409,
      reason: 'PAYOUTS_NOT_READY',
    });
    expect(mem.communities.get('c1')?.supportersEnabled).toBeUndefined();
  });

  it('refuses enabling on a plan without member subscriptions with the plan text, payouts or not', async () => {
    community('professional-plan');
    expect(await refusalOf(owner.setSupportersEnabled(OWNER, 'c1', true))).toMatchObject({
      status: 403,
      reason: 'MEMBER_SUBSCRIPTIONS_PLAN',
      message: planFeatureMessage('memberSubscriptions'),
    });
  });

  it('enables with the community mirror in one write, and disables again', async () => {
    mem.supporters.set('c1', { accountId: 'acct_1', canReceivePayouts: true, version: 2 });
    expect((await owner.setSupportersEnabled(OWNER, 'c1', true)).isSubscriptionEnabled).toBe(true);
    expect(mem.communities.get('c1')?.supportersEnabled).toBe(true);
    expect(mem.supporters.get('c1')).toMatchObject({ enabled: true, version: 3 });
    expect((await owner.setSupportersEnabled(OWNER, 'c1', false)).isSubscriptionEnabled).toBe(false);
    expect(mem.communities.get('c1')?.supportersEnabled).toBe(false);
  });

  it('sets the price and sanitized perks, leaving the counters alone', async () => {
    mem.supporters.set('c1', { count_active: 2, version: 1 });
    const priced = await owner.updateSupporterPrice(OWNER, 'c1', { amount: 1000, currency: 'eur' });
    expect(priced).toMatchObject({ subscriptionPriceAmount: 1000, subscriptionPriceCurrency: 'eur' });
    const perks = await owner.updateSupporterPerks(OWNER, 'c1', '<p>Perks<script>alert(1)</script></p>');
    expect(perks.subscriptionPerks).toBe('<p>Perks</p>');
    expect(mem.supporters.get('c1')).toMatchObject({ count_active: 2, priceAmount: 1000, perks: '<p>Perks</p>' });
  });
});

describe('account.updated', () => {
  const event = (id: string, created: number, flags: Record<string, boolean>, account = 'acct_1') => ({
    id,
    type: 'account.updated',
    created,
    account,
    object: accountJson({ id: account, ...flags }),
  });
  const ready = { charges_enabled: true, payouts_enabled: true, details_submitted: true };

  it('applies a newer state once, keeps it against an older one, and records each event', async () => {
    mem.accounts.set('acct_1', 'c1');
    mem.supporters.set('c1', { accountId: 'acct_1', version: 1 });
    expect(await applyAccountEvent(event('evt_2', 200, ready))).toBe('applied');
    expect(await applyAccountEvent(event('evt_1', 100, {}))).toBe('unchanged');
    expect(await applyAccountEvent(event('evt_2', 200, ready))).toBe('duplicate');
    expect(mem.supporters.get('c1')).toMatchObject({
      canReceivePayouts: true,
      detailsSubmitted: true,
      accountStamp: stampOf(200, 'evt_2'),
    });
    expect([...mem.marks]).toEqual(['evt_2', 'evt_1']);
    expect(mem.supporters.get('c1')?.enabled).toBeUndefined();
  });

  it('changes nothing for an account no community holds, but records the event', async () => {
    expect(await applyAccountEvent(event('evt_x', 100, ready, 'acct_unknown'))).toBe('unchanged');
    expect(await applyAccountEvent(event('evt_x', 100, ready, 'acct_unknown'))).toBe('duplicate');
    expect(mem.supporters.size).toBe(0);
    expect(mem.marks.has('evt_x')).toBe(true);
  });
});

describe('the subscriber list', () => {
  it('pages one filter newest first with names joined, net paid per currency, and the filter total', async () => {
    mem.supporters.set('c1', { count_active: 3 });
    mem.list = ['m3', 'm2', 'm1'].map((memberId, i) => ({
      partition: 'c1/active',
      memberId,
      status: 'active',
      startedAt: `2026-0${3 - i}-01T00:00:00.000Z`,
      currentPeriodEnd: 1_800_000_000,
      cancelAtPeriodEnd: false,
      paidNet_usd: 459 * (3 - i),
    }));
    const page = await listSubscribers(OWNER, 'c1', 'active', undefined);
    expect(page.total).toBe(3);
    expect(page.subscribers.map((s) => s.memberId)).toEqual(['m3', 'm2', 'm1']);
    expect(page.subscribers[0]).toMatchObject({
      firstName: 'Fm3',
      email: 'm3@example.com',
      subscription: { startedAt: '2026-03-01T00:00:00.000Z', currentPeriodEnd: '2027-01-15T08:00:00.000Z' },
      paidNet: [{ amount: 1377, currency: 'usd' }],
    });
    expect(page.nextCursor).toBeNull();
    expect(await refusalOf(listSubscribers(actor('editor-1'), 'c1', 'active', undefined))).toMatchObject({
      reason: 'MONETIZATION_OWNER_ONLY',
    });
  });
});
