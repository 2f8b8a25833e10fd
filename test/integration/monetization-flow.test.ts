// Paid membership end to end over HTTP (owner-dashboard §3 Monetization, §4, §5, §6, §9; member-forum §2
// /subscription, §3, §4), through the local gateway and the Stripe simulator as a browser uses them: a new owner on
// Premium sets up payouts (left incomplete: not ready, enabling refused; then completed: ready), enables paid
// membership and prices it in euros; a member subscribes on the simulator's checkout and wears the subscriber badge;
// the owner sees them with what they paid net of Hearth's 8% fee; the renewal clock renews (counted once); the member
// unsubscribes, resumes, unsubscribes again and the clock ends it (the badge gone, listed under Cancelled, their
// supporter period closed). Also: a declined card subscribes nothing; only the owner reaches /monetization; a member
// of one community cannot subscribe on another; a plan without member subscriptions refuses subscribing at once; bad
// input is a clear 4xx that changes nothing.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@hearth/functions/platform/db/keys';
import { DEFAULT_SUPPORTER_PRICE, PLATFORM_FEE_PERCENT } from '@hearth/shared/constants/supporters';
import * as messages from '@hearth/shared/messages';
import type { SupporterPeriod } from '@hearth/shared/rules/supporters';
import type { FeedResponse } from '@hearth/shared/schemas/forum';
import type { Profile } from '@hearth/shared/schemas/members';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { app, on, table } from './context.ts';
import { makeEditor } from './editor-flows.ts';
import {
  checkout,
  communityMember,
  enablePaidMembership,
  monetizationOf,
  monetizationPath,
  onboard,
  type Owner,
  premiumOwner,
  pressMemberSubscription,
  SUPPORTER_PATH,
  supporterSubscriptionOf,
} from './monetization-flows.ts';

interface Money {
  amount: number;
  currency: string;
}
type Browser = Awaited<ReturnType<typeof communityMember>>['browser'];

const EUR = { amount: 600, currency: 'eur' } as const;
// 8% of 6.00, in integer cents.
const FEE = 48;
const NET = EUR.amount - FEE;

async function subscribersOf(owner: Owner, filter: 'active' | 'canceled' | 'unpaid') {
  const res = await owner.browser<{
    subscribers: Array<{ memberId: string; status: string; paidNet: unknown; subscription: unknown }>;
    total: number;
  }>(`${monetizationPath(owner.communityId, '/subscribers')}?filter=${filter}`);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

async function profileOf(member: Browser) {
  const res = await member<Profile>('/api/v1/profiles/me');
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** A post the member writes now, as its card shows in the community's newest-first feed. */
async function newPostCard(member: Browser) {
  const categories = await member<{ items: Array<{ id: string }> }>('/api/v1/categories');
  expect(categories.status, categories.text).toBe(200);
  const created = await member<{ id: string }>('/api/v1/posts', {
    body: {
      type: 'post',
      title: `A supporter writes ${Date.now().toString(36)}`,
      categoryId: categories.json.items[0]!.id,
      content: '<p>Thanks for the community!</p>',
    },
  });
  expect(created.status, created.text).toBe(201);
  const feed = await member<FeedResponse>('/api/v1/feed?sort=new');
  expect(feed.status, feed.text).toBe(200);
  const card = feed.json.items.find((item) => item.id === created.json.id);
  if (!card) throw new Error('the new post is not in the feed');
  return card;
}

async function supporterPeriodsOf(communityId: string, memberId: string) {
  const { Item } = await table.send(new GetCommand({ TableName: 'hearth', Key: keys.member(communityId, memberId) }));
  return (Item?.supporterPeriods ?? []) as SupporterPeriod[];
}

let owner: Owner;
let other: Owner;
let downgrading: Owner;

beforeAll(async () => {
  [owner, other, downgrading] = await Promise.all([
    premiumOwner('mon-flow'),
    premiumOwner('mon-flow-other'),
    premiumOwner('mon-flow-down'),
  ]);
  await Promise.all([enablePaidMembership(other), enablePaidMembership(downgrading)]);
}, 120_000);

describe('paid membership through the Stripe simulator', () => {
  it('connects payouts, prices in euros, and a member subscribes, renews, cancels, resumes and ends', async () => {
    // A new community's defaults.
    expect(await monetizationOf(owner)).toMatchObject({
      isSubscriptionEnabled: false,
      subscriptionPriceAmount: DEFAULT_SUPPORTER_PRICE.amount,
      subscriptionPriceCurrency: DEFAULT_SUPPORTER_PRICE.currency,
      canRecievePayouts: false,
      email: null,
      payoutCountry: null,
      planAllows: true,
      totals: { active: 0, canceled: 0, unpaid: 0 },
      earnings: [],
      feePercent: PLATFORM_FEE_PERCENT,
    });

    // Onboarding left incomplete: back on /monetization, not ready, and enabling is refused.
    const back = await onboard(owner, { country: 'DE' }, 'Leave incomplete');
    expect(back).toMatch(
      new RegExp(`^http://app\\.localhost:\\d+/monetization\\?callback=return&communityId=${owner.communityId}$`),
    );
    const incomplete = await owner.browser(monetizationPath(owner.communityId, '/account-status'));
    expect(incomplete.status, incomplete.text).toBe(200);
    expect(incomplete.json).toEqual({
      canRecievePayouts: false,
      detailsSubmitted: false,
      isSubscriptionEnabled: false,
    });
    const refused = await owner.browser(monetizationPath(owner.communityId, '/enabled'), {
      method: 'PUT',
      body: { enabled: true },
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({ reason: 'PAYOUTS_NOT_READY', message: messages.payoutsNotReady });
    expect(await monetizationOf(owner)).toMatchObject({
      isSubscriptionEnabled: false,
      canRecievePayouts: false,
      email: owner.email,
      payoutCountry: 'DE',
    });

    // Onboarding again (the account exists: no country) and completed: ready; enabling works.
    await onboard(owner, {}, 'Complete onboarding');
    const ready = await owner.browser(monetizationPath(owner.communityId, '/account-status'));
    expect(ready.json).toMatchObject({ canRecievePayouts: true, detailsSubmitted: true });
    const enabled = await owner.browser(monetizationPath(owner.communityId, '/enabled'), {
      method: 'PUT',
      body: { enabled: true },
    });
    expect(enabled.status, enabled.text).toBe(200);
    const priced = await owner.browser(monetizationPath(owner.communityId, '/price'), { method: 'PUT', body: EUR });
    expect(priced.status, priced.text).toBe(200);
    expect(await monetizationOf(owner)).toMatchObject({
      isSubscriptionEnabled: true,
      canRecievePayouts: true,
      subscriptionPriceAmount: 600,
      subscriptionPriceCurrency: 'eur',
    });

    // A member subscribes on the simulator's checkout and comes back to the settings' success banner.
    const maya = await communityMember(owner, 'mon-flow-member');
    expect(await supporterSubscriptionOf(maya.browser)).toMatchObject({
      enabled: true,
      price: EUR,
      subscription: null,
    });
    const returnTo = await checkout(maya.browser, 'Pay with test card');
    expect(returnTo).toBe(`http://${owner.host}:${new URL(returnTo).port}/settings?subscription=success`);
    const mine = await supporterSubscriptionOf(maya.browser);
    expect(mine.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const renewsAt = Date.parse(mine.subscription!.currentPeriodEnd!);
    expect(renewsAt).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await profileOf(maya.browser)).toMatchObject({ subscriber: true });
    expect((await newPostCard(maya.browser)).author.subscriber).toBe(true);

    // The owner: one active subscriber, what they paid net of the 8% fee.
    expect(await monetizationOf(owner)).toMatchObject({
      totals: { active: 1, canceled: 0, unpaid: 0 },
      earnings: [{ currency: 'eur', gross: 600, fee: FEE, net: NET, payments: 1 }],
    });
    const active = await subscribersOf(owner, 'active');
    expect(active.total).toBe(1);
    expect(active.subscribers).toEqual([
      expect.objectContaining({
        memberId: maya.memberId,
        email: maya.email,
        status: 'active',
        paidNet: [{ amount: NET, currency: 'eur' }],
      }),
    ]);

    // Stripe's balance on the payout account: the payment pending, net of the fee and card processing.
    const balance = await owner.browser<{ available: Money[]; pending: Money[] }>(
      monetizationPath(owner.communityId, '/balance'),
    );
    expect(balance.status, balance.text).toBe(200);
    const pending = balance.json.pending.find((m) => m.currency === 'eur')?.amount ?? 0;
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(NET);

    // The renewal clock: one more payment, counted once.
    await pressMemberSubscription(maya.memberId, 'Advance to next renewal');
    expect(await monetizationOf(owner)).toMatchObject({
      totals: { active: 1, canceled: 0, unpaid: 0 },
      earnings: [{ currency: 'eur', gross: 1200, fee: 2 * FEE, net: 2 * NET, payments: 2 }],
    });
    expect((await subscribersOf(owner, 'active')).subscribers[0]).toMatchObject({
      paidNet: [{ amount: 2 * NET, currency: 'eur' }],
    });
    const renewed = (await supporterSubscriptionOf(maya.browser)).subscription!;
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.currentPeriodEnd!)).toBeGreaterThan(renewsAt);

    // Unsubscribe: set to end at the period's end, still active with the badge.
    const cancelled = await maya.browser<typeof mine>(`${SUPPORTER_PATH}/cancel`, { body: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await supporterSubscriptionOf(maya.browser)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await profileOf(maya.browser)).toMatchObject({ subscriber: true });

    // Resume, then unsubscribe again.
    const resumed = await maya.browser<typeof mine>(`${SUPPORTER_PATH}/resume`, { body: {} });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.json.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await supporterSubscriptionOf(maya.browser)).subscription).toMatchObject({ cancelAtPeriodEnd: false });
    const again = await maya.browser<typeof mine>(`${SUPPORTER_PATH}/cancel`, { body: {} });
    expect(again.status, again.text).toBe(200);
    expect((await supporterSubscriptionOf(maya.browser)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });

    // The clock reaches the period's end: canceled, the badge gone, listed under Cancelled, the period closed.
    await pressMemberSubscription(maya.memberId, 'Advance to next renewal');
    expect((await supporterSubscriptionOf(maya.browser)).subscription).toMatchObject({ status: 'canceled' });
    expect(await profileOf(maya.browser)).toMatchObject({ subscriber: false, subscription: { status: 'canceled' } });
    expect((await newPostCard(maya.browser)).author.subscriber).toBeUndefined();
    expect(await monetizationOf(owner)).toMatchObject({
      totals: { active: 0, canceled: 1, unpaid: 0 },
      earnings: [{ currency: 'eur', gross: 1200, fee: 2 * FEE, net: 2 * NET, payments: 2 }],
    });
    expect((await subscribersOf(owner, 'active')).total).toBe(0);
    const ended = await subscribersOf(owner, 'canceled');
    expect(ended.total).toBe(1);
    expect(ended.subscribers).toEqual([expect.objectContaining({ memberId: maya.memberId, status: 'canceled' })]);
    const periods = await supporterPeriodsOf(owner.communityId, maya.memberId);
    expect(periods).toHaveLength(1);
    expect(periods[0]!.to).not.toBeNull();
    expect(periods[0]!.to!).toBeGreaterThan(periods[0]!.from);
  });

  it('subscribes nothing when the card is declined', async () => {
    const member = await communityMember(other, 'mon-flow-declined');
    const held = await monetizationOf(other);
    const page = await checkout(member.browser, 'Pay with declined card');
    expect(page).toMatch(/^\/_dev\/stripe\/checkout\/[^/]+$/);
    expect((await app(page)).text).toContain('Your card was declined. Nothing was charged.');
    expect((await supporterSubscriptionOf(member.browser)).subscription).toBeNull();
    expect(await profileOf(member.browser)).toMatchObject({ subscriber: false });
    expect(await monetizationOf(other)).toEqual(held);
    const list = await subscribersOf(other, 'active');
    expect(list.subscribers.map((s) => s.memberId)).not.toContain(member.memberId);
  });
});

describe('who reaches paid membership', () => {
  it('lets only the owner reach /monetization: an editor is refused with the owner-only text', async () => {
    const invitee = await signedInAccount('app.localhost', 'mon-flow-editor');
    await makeEditor(other.browser, other.communityId, invitee);
    const held = await monetizationOf(other);
    for (const action of ['', '/balance', '/account-status', '/subscribers?filter=active']) {
      const res = await invitee.browser(monetizationPath(other.communityId, action));
      expect(res.status, `${action}: ${res.text}`).toBe(403);
      expect(res.json).toMatchObject({ reason: 'MONETIZATION_OWNER_ONLY', message: messages.monetizationOwnerOnly });
    }
    const disable = await invitee.browser(monetizationPath(other.communityId, '/enabled'), {
      method: 'PUT',
      body: { enabled: false },
    });
    expect(disable.status, disable.text).toBe(403);
    expect(disable.json).toMatchObject({ message: messages.monetizationOwnerOnly });
    expect(await monetizationOf(other)).toEqual(held);
  });

  it("refuses a member of one community on another's subscription: their session is their community's", async () => {
    // The member belongs to the first community; the second community's endpoints see no member in their session.
    const member = await communityMember(owner, 'mon-flow-a');
    const cookies = [...member.browser.jar].map(([name, value]) => `${name}=${value}`);
    const onOther = on(other.host);
    const held = await monetizationOf(other);
    const read = await onOther(SUPPORTER_PATH, { cookies });
    expect([401, 403], read.text).toContain(read.status);
    const subscribe = await onOther(`${SUPPORTER_PATH}/checkout`, { body: {}, cookies });
    expect([401, 403], subscribe.text).toContain(subscribe.status);
    expect(subscribe.text).not.toContain('/_dev/stripe/checkout/');
    const cancel = await onOther(`${SUPPORTER_PATH}/cancel`, { body: {}, cookies });
    expect([401, 403], cancel.text).toContain(cancel.status);
    expect(await monetizationOf(other)).toEqual(held);
    // At home the same session is a member who may subscribe.
    expect((await supporterSubscriptionOf(member.browser)).subscription).toBeNull();
  });

  it('refuses subscribing right after the owner changes to a plan without member subscriptions', async () => {
    const member = await communityMember(downgrading, 'mon-flow-down-member');
    expect((await supporterSubscriptionOf(member.browser)).enabled).toBe(true);
    const changed = await downgrading.browser(`/api/v1/communities/${downgrading.communityId}/subscription/plan`, {
      method: 'PUT',
      body: { priceId: 'hearth_professional_month' },
    });
    expect(changed.status, changed.text).toBe(200);
    // No wait: the configuration the member side reads forgets the old plan with the change.
    const refused = await member.browser(`${SUPPORTER_PATH}/checkout`, { body: {} });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({ reason: 'SUPPORTERS_DISABLED', message: messages.supportersDisabled });
    expect(await supporterSubscriptionOf(member.browser)).toMatchObject({ enabled: false, subscription: null });
    expect((await monetizationOf(downgrading)).planAllows).toBe(false);
  });
});

describe('bad input to paid membership changes nothing', () => {
  it.each([
    [{ amount: 99, currency: 'eur' }, { amount: messages.supporterPriceMinimum('1.00', 'EUR') }],
    [{ amount: 50_001, currency: 'eur' }, { amount: messages.supporterPriceMaximum('500.00', 'EUR') }],
    [{ amount: 500, currency: 'jpy' }, { currency: messages.supporterCurrencyUnknown }],
  ])('refuses the price %j with the field text', async (body, fields) => {
    const held = await monetizationOf(other);
    const res = await other.browser(monetizationPath(other.communityId, '/price'), { method: 'PUT', body });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ fields });
    expect(await monetizationOf(other)).toEqual(held);
  });

  it('refuses subscribing twice, and unsubscribing or resuming without a subscription', async () => {
    const member = await communityMember(other, 'mon-flow-twice');
    const none = await member.browser(`${SUPPORTER_PATH}/cancel`, { body: {} });
    expect(none.status, none.text).toBe(409);
    expect(none.json).toMatchObject({ reason: 'SUPPORTER_NOT_SUBSCRIBED', message: messages.supporterNotSubscribed });
    const resume = await member.browser(`${SUPPORTER_PATH}/resume`, { body: {} });
    expect(resume.status, resume.text).toBe(409);
    expect(resume.json).toMatchObject({ reason: 'SUPPORTER_NOT_CANCELLING' });

    await checkout(member.browser, 'Pay with test card');
    const held = await monetizationOf(other);
    const twice = await member.browser(`${SUPPORTER_PATH}/checkout`, { body: {} });
    expect(twice.status, twice.text).toBe(409);
    expect(twice.json).toMatchObject({
      reason: 'SUPPORTER_ALREADY_SUBSCRIBED',
      message: messages.supporterAlreadySubscribed,
    });
    const notCancelling = await member.browser(`${SUPPORTER_PATH}/resume`, { body: {} });
    expect(notCancelling.status, notCancelling.text).toBe(409);
    expect(notCancelling.json).toMatchObject({ message: messages.supporterNotCancelling });
    expect(await monetizationOf(other)).toEqual(held);
    expect((await supporterSubscriptionOf(member.browser)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });
});
