// Only the community's owner reaches its billing (owner-dashboard §6, §8), over HTTP on a community paid for through
// the Stripe simulator: an editor (the owner app's admin-level staff) is refused every community billing endpoint
// with the §8 text of its action; another community's owner learns nothing (404); the community's own admin,
// moderator and member, signed in on its site, reach none of it. Nothing any of them sends changes the subscription.
import * as messages from '@hearth/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { paidOwnerWithCommunity, subscriptionOf } from './billing-flows.ts';
import type { newBrowser } from './context.ts';
import { makeEditor } from './editor-flows.ts';

type Browser = ReturnType<typeof newBrowser>;
type Owner = Awaited<ReturnType<typeof paidOwnerWithCommunity>>;

interface Call {
  name: string;
  message: string;
  send: (browser: Browser, communityId: string) => ReturnType<Browser>;
}

const base = (communityId: string) => `/api/v1/communities/${communityId}/subscription`;

/** Every billing endpoint that takes a communityId, with the §8 text an editor is refused with. */
const CALLS: Call[] = [
  {
    name: 'getSubscriptionDetails',
    message: messages.ownerOnlySubscription,
    send: (b, cid) => b(base(cid)),
  },
  {
    name: 'previewPlanChange',
    message: messages.ownerOnlyChangePlan,
    send: (b, cid) => b(`${base(cid)}/plan-preview?priceId=hearth_premium_month`),
  },
  {
    name: 'changePlan',
    message: messages.ownerOnlyChangePlan,
    send: (b, cid) => b(`${base(cid)}/plan`, { method: 'PUT', body: { priceId: 'hearth_premium_month' } }),
  },
  {
    name: 'cancelSubscription',
    message: messages.ownerOnlyCancel,
    send: (b, cid) => b(`${base(cid)}/cancel`, { body: {} }),
  },
  {
    name: 'renewSubscription',
    message: messages.ownerOnlyRenew,
    send: (b, cid) => b(`${base(cid)}/renew`, { body: {} }),
  },
  {
    name: 'createPortalSession',
    message: messages.ownerOnlySubscription,
    send: (b, cid) => b(`${base(cid)}/portal-sessions`, { body: {} }),
  },
  {
    name: 'createCheckoutSession',
    message: messages.ownerOnlySubscription,
    send: (b, cid) =>
      b('/api/v1/billing/checkout-sessions', { body: { communityId: cid, priceId: 'hearth_premium_month' } }),
  },
];

let owner: Owner;
let other: Owner;
let editor: Browser;
const onSite: Record<'admin' | 'moderator' | 'member', Browser> = {} as never;

async function memberIdOf(browser: Browser) {
  const res = await browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  expect(res.status, res.text).toBe(200);
  return res.json.user.memberId;
}

beforeAll(async () => {
  [owner, other] = await Promise.all([
    paidOwnerWithCommunity('bill-only', 'hearth_professional_month'),
    paidOwnerWithCommunity('bill-only-other', 'hearth_essential_month'),
  ]);
  const invitee = await signedInAccount('app.localhost', 'bill-only-editor');
  await makeEditor(owner.browser, owner.communityId, invitee);
  editor = invitee.browser;
  for (const rank of ['admin', 'moderator', 'member'] as const) {
    const account = await signedInAccount(owner.host, `bill-only-${rank}`);
    onSite[rank] = account.browser;
    if (rank === 'member') continue;
    const assigned = await owner.browser(`/api/v1/communities/${owner.communityId}/role-assignments`, {
      method: 'PUT',
      body: { roleId: rank === 'admin' ? 'admins' : 'moderators', memberIds: [await memberIdOf(account.browser)] },
    });
    expect(assigned.status, assigned.text).toBe(200);
  }
}, 120_000);

describe('only the owner reaches billing', () => {
  it.each(CALLS.map((c) => [c.name, c] as const))('%s: an editor is refused with the §8 text', async (_, call) => {
    const held = await subscriptionOf(owner.browser, owner.communityId);
    const res = await call.send(editor, owner.communityId);
    expect(res.status, res.text).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN', message: call.message });
    expect(await subscriptionOf(owner.browser, owner.communityId)).toEqual(held);
  });

  it.each(CALLS.map((c) => [c.name, c] as const))(
    '%s: another community’s owner learns nothing (404)',
    async (_, call) => {
      const held = await subscriptionOf(owner.browser, owner.communityId);
      const res = await call.send(other.browser, owner.communityId);
      expect(res.status, res.text).toBe(404);
      expect(res.text).not.toContain('hearth_professional_month');
      expect(await subscriptionOf(owner.browser, owner.communityId)).toEqual(held);
      // Their own community is theirs alone: its details are unchanged by the attempt.
      expect((await subscriptionOf(other.browser, other.communityId)).planId).toBe('monthly-essential-plan');
    },
  );

  it.each(CALLS.map((c) => [c.name, c] as const))(
    '%s: the community’s admin, moderator and member on its site reach none of it',
    async (_, call) => {
      const held = await subscriptionOf(owner.browser, owner.communityId);
      for (const [rank, browser] of Object.entries(onSite)) {
        const res = await call.send(browser, owner.communityId);
        expect([403, 404], `${rank}: ${res.status} ${res.text}`).toContain(res.status);
        expect(res.text).not.toContain('hearth_professional_month');
      }
      expect(await subscriptionOf(owner.browser, owner.communityId)).toEqual(held);
    },
  );

  it('answers the owner on every read', async () => {
    expect((await CALLS[0]!.send(owner.browser, owner.communityId)).status).toBe(200);
    expect((await CALLS[1]!.send(owner.browser, owner.communityId)).status).toBe(200);
    expect((await CALLS[5]!.send(owner.browser, owner.communityId)).status).toBe(201);
  });
});
