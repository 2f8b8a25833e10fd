// The owner's /monetization over HTTP (owner-dashboard §3 Monetization, §5, §6, §8), for what needs no payout
// account: only the community's owner reaches it (an editor gets the owner-only text, another owner 404, the
// community's member nothing), the defaults, the price within its currency's bounds with the spec's texts, perks
// sanitized, and enabling refused without payouts or on a plan without member subscriptions — nothing changed by any
// refusal.
import { DEFAULT_SUPPORTER_PRICE, PLATFORM_FEE_PERCENT } from '@hearth/shared/constants/supporters';
import * as messages from '@hearth/shared/messages';
import { planFeatureMessage } from '@hearth/shared/rules/plan-features';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { paidOwnerWithCommunity } from './billing-flows.ts';
import type { newBrowser } from './context.ts';
import { makeEditor } from './editor-flows.ts';

type Browser = ReturnType<typeof newBrowser>;
type Owner = Awaited<ReturnType<typeof paidOwnerWithCommunity>>;

const base = (communityId: string) => `/api/v1/communities/${communityId}/monetization`;

/** Every owner endpoint that names a community. */
const CALLS: [string, (b: Browser, cid: string) => ReturnType<Browser>][] = [
  ['getMonetization', (b, cid) => b(base(cid))],
  ['getMonetizationBalance', (b, cid) => b(`${base(cid)}/balance`)],
  ['startPayoutOnboarding', (b, cid) => b(`${base(cid)}/onboarding`, { body: { country: 'US' } })],
  ['getPayoutAccountStatus', (b, cid) => b(`${base(cid)}/account-status`)],
  ['setSupportersEnabled', (b, cid) => b(`${base(cid)}/enabled`, { method: 'PUT', body: { enabled: true } })],
  [
    'updateSupporterPrice',
    (b, cid) => b(`${base(cid)}/price`, { method: 'PUT', body: { amount: 700, currency: 'usd' } }),
  ],
  [
    'updateSupporterPerks',
    (b, cid) => b(`${base(cid)}/perks`, { method: 'PUT', body: { subscriptionPerks: '<p>Taken</p>' } }),
  ],
  ['listSubscribers', (b, cid) => b(`${base(cid)}/subscribers?filter=active`)],
];

let premium: Owner;
let professional: Owner;
let editor: Browser;
let member: Browser;

async function monetizationOf(owner: Owner) {
  const res = await owner.browser<Monetization>(base(owner.communityId));
  expect(res.status, res.text).toBe(200);
  return res.json;
}

beforeAll(async () => {
  [premium, professional] = await Promise.all([
    paidOwnerWithCommunity('mon-own', 'hearth_premium_month'),
    paidOwnerWithCommunity('mon-own-pro', 'hearth_professional_month'),
  ]);
  const invitee = await signedInAccount('app.localhost', 'mon-own-editor');
  await makeEditor(premium.browser, premium.communityId, invitee);
  editor = invitee.browser;
  member = (await signedInAccount(premium.host, 'mon-own-member')).browser;
}, 120_000);

describe('only the owner reaches monetization', () => {
  it.each(CALLS)('%s: an editor is refused with the owner-only text, nothing changed', async (_, send) => {
    const held = await monetizationOf(premium);
    const res = await send(editor, premium.communityId);
    expect(res.status, res.text).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN', message: messages.monetizationOwnerOnly });
    expect(await monetizationOf(premium)).toEqual(held);
  });

  it.each(CALLS)('%s: another community’s owner learns nothing (404)', async (_, send) => {
    const held = await monetizationOf(premium);
    const res = await send(professional.browser, premium.communityId);
    expect(res.status, res.text).toBe(404);
    expect(await monetizationOf(premium)).toEqual(held);
  });

  it.each(CALLS)('%s: a member on the community’s site reaches none of it', async (_, send) => {
    const held = await monetizationOf(premium);
    const res = await send(member, premium.communityId);
    expect([401, 403, 404], `${res.status} ${res.text}`).toContain(res.status);
    expect(await monetizationOf(premium)).toEqual(held);
  });
});

describe("the owner's monetization", () => {
  it('starts at 499 usd a month, not enabled, nothing counted, the plan allowing it', async () => {
    expect(await monetizationOf(premium)).toMatchObject({
      isSubscriptionEnabled: false,
      subscriptionPriceAmount: DEFAULT_SUPPORTER_PRICE.amount,
      subscriptionPriceCurrency: DEFAULT_SUPPORTER_PRICE.currency,
      canRecievePayouts: false,
      email: null,
      planAllows: true,
      totals: { active: 0, canceled: 0, unpaid: 0 },
      earnings: [],
      feePercent: PLATFORM_FEE_PERCENT,
    });
    expect((await monetizationOf(professional)).planAllows).toBe(false);
  });

  it.each([
    [{ amount: 99, currency: 'usd' }, { amount: messages.supporterPriceMinimum('1.00', 'USD') }],
    [{ amount: 50_001, currency: 'usd' }, { amount: messages.supporterPriceMaximum('500.00', 'USD') }],
    [{ amount: 149, currency: 'cad' }, { amount: messages.supporterPriceMinimum('1.50', 'CAD') }],
    [{ amount: 500, currency: 'xyz' }, { currency: messages.supporterCurrencyUnknown }],
    [{ amount: 4.5, currency: 'usd' }, { amount: messages.fieldRequired }],
  ])('refuses the price %j with the field text, keeping the price', async (body, fields) => {
    const res = await premium.browser(`${base(premium.communityId)}/price`, { method: 'PUT', body });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ fields });
    expect(await monetizationOf(premium)).toMatchObject({ subscriptionPriceAmount: 499 });
  });

  it('sets a price within its bounds, for new subscribers', async () => {
    const body = { amount: 1_000, currency: 'eur' };
    const res = await premium.browser<Monetization>(`${base(premium.communityId)}/price`, { method: 'PUT', body });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ subscriptionPriceAmount: 1_000, subscriptionPriceCurrency: 'eur' });
    expect(await monetizationOf(premium)).toMatchObject({ subscriptionPriceAmount: 1_000 });
  });

  it('stores the perks sanitized', async () => {
    const subscriptionPerks =
      '<p>Early <strong>access</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>';
    const res = await premium.browser<Monetization>(`${base(premium.communityId)}/perks`, {
      method: 'PUT',
      body: { subscriptionPerks },
    });
    expect(res.status, res.text).toBe(200);
    expect((await monetizationOf(premium)).subscriptionPerks).toBe('<p>Early <strong>access</strong></p>');
  });

  it('refuses enabling without a payout account that can receive payouts', async () => {
    const res = await premium.browser(`${base(premium.communityId)}/enabled`, {
      method: 'PUT',
      body: { enabled: true },
    });
    expect(res.status, res.text).toBe(409);
    expect(res.json).toMatchObject({ message: messages.payoutsNotReady });
    expect((await monetizationOf(premium)).isSubscriptionEnabled).toBe(false);
  });

  it('refuses enabling on a plan without member subscriptions, naming the plan', async () => {
    const res = await professional.browser(`${base(professional.communityId)}/enabled`, {
      method: 'PUT',
      body: { enabled: true },
    });
    expect(res.status, res.text).toBe(403);
    expect(res.json).toMatchObject({ message: planFeatureMessage('memberSubscriptions') });
    expect((await monetizationOf(professional)).isSubscriptionEnabled).toBe(false);
  });

  it('asks for the country before a payout account exists; status and balance need one', async () => {
    const cid = premium.communityId;
    const onboarding = await premium.browser(`${base(cid)}/onboarding`, { body: {} });
    expect(onboarding.status, onboarding.text).toBe(409);
    expect(onboarding.json).toMatchObject({ fields: { country: messages.payoutAccountMissing } });
    const badCountry = await premium.browser(`${base(cid)}/onboarding`, { body: { country: 'ZZ' } });
    expect(badCountry.status, badCountry.text).toBe(400);
    expect(badCountry.json).toMatchObject({ fields: { country: messages.payoutCountryUnknown } });
    for (const path of ['balance', 'account-status']) {
      const res = await premium.browser(`${base(cid)}/${path}`);
      expect(res.status, res.text).toBe(409);
    }
    expect((await monetizationOf(premium)).email).toBeNull();
  });

  it('lists the payout countries and an empty subscriber list', async () => {
    const countries = await premium.browser<{ countries: { value: string }[] }>('/api/v1/monetization/countries');
    expect(countries.status, countries.text).toBe(200);
    expect(countries.json.countries.map((c) => c.value)).toContain('US');
    const list = await premium.browser(`${base(premium.communityId)}/subscribers?filter=unpaid`);
    expect(list.status, list.text).toBe(200);
    expect(list.json).toEqual({ subscribers: [], total: 0, nextCursor: null });
    const bad = await premium.browser(`${base(premium.communityId)}/subscribers?filter=everyone`);
    expect(bad.status, bad.text).toBe(400);
  });
});
