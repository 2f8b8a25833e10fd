// The notification trigger tester (member-forum §2.10, §7.4): staff send a trigger's notification to themselves;
// members are refused; a negative amount or an unknown trigger is a 400 naming the field.
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '@hearth/shared/schemas/notifications';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';
import { mailsTo } from './mailbox.ts';

type Browser = ReturnType<typeof newBrowser>;

async function demoAccount(host: string, email: string): Promise<Browser> {
  const browser = newBrowser(host);
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return browser;
}

describe('the notification trigger tester', () => {
  let owner: Browser;
  let member: Browser;
  beforeAll(async () => {
    owner = await demoAccount('demo.localhost', 'owner@hearth.local');
    member = (await signedInAccount('demo.localhost', 'trigger-member')).browser;
  });

  it('refuses a member who is not staff, and sends them nothing', async () => {
    const before = (await member<{ items: NotificationView[] }>('/api/v1/notifications')).json.items.length;
    const res = await member('/api/v1/notification-triggers/postUpvotesReceived', { body: { id: 'p1', amount: 3 } });
    expect(res.status, res.text).toBe(403);
    expect(res.json).toMatchObject({ error: 'FORBIDDEN', reason: 'NOTIFICATION_TRIGGER_STAFF_ONLY' });
    expect((await member<{ items: NotificationView[] }>('/api/v1/notifications')).json.items).toHaveLength(before);
  });

  it('refuses a guest', async () => {
    const res = await newBrowser('demo.localhost')('/api/v1/notification-triggers/weeklyDigest', { body: {} });
    expect(res.status, res.text).toBe(401);
  });

  it('refuses a negative amount and an unknown trigger, naming the field', async () => {
    const negative = await owner('/api/v1/notification-triggers/totalUpvotesReceived', { body: { amount: -1 } });
    expect(negative.status, negative.text).toBe(400);
    expect(negative.json).toMatchObject({ fields: { amount: expect.any(String) } });
    const unknown = await owner('/api/v1/notification-triggers/everything', { body: {} });
    expect(unknown.status, unknown.text).toBe(400);
    expect(Object.keys((unknown.json as { fields: object }).fields)).toEqual([expect.stringMatching(/trigger$/)]);
  });

  it("sends an owner-app staff member the trigger's notification by e-mail (they have no bell in the community)", async () => {
    const res = await owner('/api/v1/notification-triggers/totalPostsSubmitted', { body: { amount: 12 } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ trigger: 'totalPostsSubmitted', channel: 'email' });
    const mails = await mailsTo('owner@hearth.local');
    expect(mails.some((m) => m.subject === 'Test notification: totalPostsSubmitted (amount 12)')).toBe(true);
  });

  it('sends a staff member of the community the notification in their own bell', async () => {
    const moderator = await demoAccount('demo.localhost', 'moderator@hearth.local');
    const before = (await moderator<{ unread: number }>('/api/v1/notifications/unread')).json.unread;
    const res = await moderator('/api/v1/notification-triggers/postUpvotesReceived', {
      body: { id: 'lake-run', amount: 5 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ trigger: 'postUpvotesReceived', channel: 'app' });
    const items = (await moderator<{ items: NotificationView[] }>('/api/v1/notifications')).json.items;
    expect(items[0]).toMatchObject({
      kind: 'triggerTest',
      message: 'Test notification: postUpvotesReceived (amount 5) for lake-run',
    });
    expect((await moderator<{ unread: number }>('/api/v1/notifications/unread')).json.unread).toBe(before + 1);
  });
});

describe("the owner app's trigger tester (/community-dashboard/notification-trigger)", () => {
  const path = (trigger: string, communityId = 'cm-demo') =>
    `/api/v1/communities/${communityId}/notification-triggers/${trigger}`;

  it("sends the community's owner-app staff the trigger's notification by e-mail", async () => {
    const owner = await demoAccount('app.localhost', 'owner@hearth.local');
    const res = await owner(path('totalReactionsReceived'), { body: { amount: 7 } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ trigger: 'totalReactionsReceived', channel: 'email' });
    const mails = await mailsTo('owner@hearth.local');
    expect(mails.some((m) => m.subject === 'Test notification: totalReactionsReceived (amount 7)')).toBe(true);
  });

  it('refuses a guest; to anyone who is not its owner-app staff the community is not there (404)', async () => {
    expect((await newBrowser('app.localhost')(path('weeklyDigest'), { body: {} })).status).toBe(401);
    const stranger = (await signedInAccount('app.localhost', 'trigger-stranger')).browser;
    const member = await demoAccount('demo.localhost', 'member@hearth.local');
    for (const account of [stranger, member]) {
      const refused = await account(path('weeklyDigest'), { body: {} });
      expect(refused.status, refused.text).toBe(404);
      expect(refused.json).toMatchObject({ reason: 'NOT_STAFF' });
    }
    expect(await mailsTo('member@hearth.local')).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('Test notification') }),
    );
  });

  it('refuses a negative amount, naming the field', async () => {
    const owner = await demoAccount('app.localhost', 'owner@hearth.local');
    const res = await owner(path('totalUpvotesReceived'), { body: { amount: -1 } });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ fields: { amount: expect.any(String) } });
  });
});
