// Notifications over HTTP on the running platform: each event → the right notifications for the right
// members, never the actor, a banned member or content that is gone; upvotes batched into one item; redelivery adds
// nothing; the switches (and a key that does not exist); the bell's unread count and last seen. Events delivered by
// hand go to the notification consumers by their registry names (context.ts `deliverToConsumer`); an expired
// unsubscribe link, which only code can sign, is in unsubscribe-expired-link.test.ts.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '@hearth/shared/schemas/notifications';
import { keys } from '@hearth/functions/platform/db/keys';
import { deliverToConsumer, demo, domainEvent, drainEvents, newBrowser, table } from './context.ts';
import { type DevMail, mailsTo } from './mailbox.ts';
import { type Member, member } from './members.ts';

// Every post in the demo tells its members (newPost, on by default), and a first post or comment moves a quest
// (questCompletion / questNearCompletion): these tests look at the other kinds, so their members switch them off (test/integration/notifications-fanout.test.ts has newPost).
const QUIET = {
  newPostAppNotifications: false,
  questCompletionAppNotifications: false,
  questNearCompletionAppNotifications: false,
};
const quietMember = (tag: string) => member(tag, { switches: QUIET });

let categoryId: string | undefined;
let n = 0;
async function post(author: Member, content = '<p>Hello</p>') {
  categoryId ??= (await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const title = `Notified post ${++n} ${Date.now().toString(36)}`;
  const res = await author.browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'post', title, categoryId, content },
  });
  expect(res.status, res.text).toBe(201);
  return { ...res.json, title };
}

async function comment(author: Member, postId: string, content: string, parentId?: string) {
  const res = await author.browser<{ id: string; slug: string }>(`/api/v1/posts/${postId}/comments`, {
    body: { content, anonymous: false, ...(parentId ? { parentId } : {}) },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function list(m: Member, category = 'all') {
  const res = await m.browser<{ items: NotificationView[]; nextCursor: string | null }>(
    `/api/v1/notifications?category=${category}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.json.items;
}

async function unread(m: Member) {
  const res = await m.browser<{ unread: number; lastSeenAt: string | null }>('/api/v1/notifications/unread');
  expect(res.status, res.text).toBe(200);
  return res.json.unread;
}

/** Every stored notification of a member, read from the table (also one who may not read them through the API). */
async function storedNotifications(memberId: string) {
  const out = await table.send(
    new QueryCommand({
      TableName: 'hearth',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :p',
      ExpressionAttributeValues: { ':p': keys.notificationFeed('cm-demo', memberId, null) },
    }),
  );
  return out.Items ?? [];
}

const mention = (m: Member) => `<span class="mention" data-member-id="${m.memberId}">@${m.name}</span>`;

describe('what notifies whom', () => {
  let alice: Member;
  let bob: Member;
  let carol: Member;
  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([quietMember('alice'), quietMember('bob'), quietMember('carol')]);
  });

  it('tells the post author of a comment, with a link to its thread, and never the commenter', async () => {
    const p = await post(alice);
    const c = await comment(bob, p.id, '<p>Nice one</p>');
    await drainEvents();
    const items = await list(alice);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'postComment',
      category: 'comments',
      message: `${bob.name} commented on your post "${p.title}"`,
      actor: { memberId: bob.memberId, name: bob.name },
      destination: `/post/${p.slug}?comment=${c.slug}`,
      unread: true,
    });
    expect(await unread(alice)).toBe(1);
    expect(await list(bob)).toEqual([]);
    expect(await list(alice, 'mentions')).toEqual([]);
    expect((await list(alice, 'comments')).map((i) => i.id)).toEqual([items[0]!.id]);
  });

  it('tells the parent comment author of a reply, and a mentioned member of the mention', async () => {
    const p = await post(carol);
    const top = await comment(alice, p.id, '<p>First</p>');
    await comment(bob, p.id, `<p>Agreed ${mention(carol)}</p>`, top.id);
    await drainEvents();
    const reply = (await list(alice)).find((i) => i.kind === 'commentReply');
    expect(reply?.message).toBe(`${bob.name} replied to your comment on "${p.title}"`);
    // Carol is the post's author and mentioned: one notification, the comment on her post.
    const carols = (await list(carol)).filter((i) => i.destination.startsWith(`/post/${p.slug}`));
    expect(carols.map((i) => i.kind).sort()).toEqual(['postComment', 'postComment']);
  });

  it('tells a member mentioned in a post or a comment, not a banned member', async () => {
    const banned = { memberId: 'mb-banned', name: 'Ben Banned' } as Member;
    const p = await post(bob, `<p>Hey ${mention(carol)} and ${mention(banned)}</p>`);
    await drainEvents();
    const mentions = (await list(carol, 'mentions')).filter((i) => i.destination === `/post/${p.slug}`);
    expect(mentions).toHaveLength(1);
    expect(mentions[0]!.message).toBe(`${bob.name} mentioned you in "${p.title}"`);
    const bannedItems = await storedNotifications('mb-banned');
    expect(bannedItems.filter((i) => i['destination'] === `/post/${p.slug}`)).toEqual([]);
  });

  it('batches upvotes on a post into one item ("3 people upvoted your post"), each member counted once', async () => {
    const p = await post(alice);
    // Earlier tests' events delivered first, so the count moves only by what this test causes.
    await drainEvents();
    const before = await unread(alice);
    const voters = [bob, carol, await quietMember('dave')];
    for (const v of voters) {
      const res = await v.browser(`/api/v1/posts/${p.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } });
      expect(res.status, res.text).toBe(200);
    }
    // Bob takes his upvote back and gives it again: still three people.
    await bob.browser(`/api/v1/posts/${p.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } });
    await bob.browser(`/api/v1/posts/${p.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } });
    await drainEvents();
    const votes = (await list(alice, 'votes')).filter((i) => i.destination === `/post/${p.slug}`);
    expect(votes).toHaveLength(1);
    expect(votes[0]).toMatchObject({ kind: 'postUpvotes', actorCount: 3 });
    expect(votes[0]!.message).toBe(`3 people upvoted your post "${p.title}"`);
    expect(await unread(alice)).toBe(before + 1);
  });

  it('counts a batch unread once when its first two upvotes are delivered at the same instant', async () => {
    const p = await post(alice);
    await drainEvents();
    const before = await unread(alice);
    const vote = (memberId: string) => domainEvent('vote.cast', 'cm-demo', { postId: p.id, memberId, vote: 'upvote' });
    const events = [vote(bob.memberId), vote(carol.memberId)];
    const notify = (event: (typeof events)[number]) => deliverToConsumer('notifications.in-app', event);
    // Both read "no group yet"; only one write may hold. The other fails and, redelivered as the bus would, sees the
    // group and only adds its voter.
    const first = await Promise.allSettled(events.map(notify));
    for (const [i, outcome] of first.entries()) {
      if (outcome.status === 'rejected') expect(await notify(events[i]!)).toBe('applied');
    }
    const votes = (await list(alice, 'votes')).filter((i) => i.destination === `/post/${p.slug}`);
    expect(votes).toHaveLength(1);
    expect(votes[0]).toMatchObject({ kind: 'postUpvotes', actorCount: 2 });
    expect(await unread(alice)).toBe(before + 1);
  });

  it('adds nothing when an event is delivered again', async () => {
    const p = await post(alice);
    const c = await comment(bob, p.id, '<p>Once</p>');
    await drainEvents();
    const before = await list(alice);
    const event = domainEvent('comment.created', 'cm-demo', {
      postId: p.id,
      commentId: c.id,
      parentId: null,
      authorId: bob.memberId,
    });
    expect(await deliverToConsumer('notifications.in-app', event)).toBe('applied');
    expect(await deliverToConsumer('notifications.in-app', event)).toBe('duplicate');
    expect(await deliverToConsumer('notifications.in-app', event)).toBe('duplicate');
    const after = await list(alice);
    expect(after).toHaveLength(before.length + 1);
  });

  it('tells no one about a post that was deleted before delivery', async () => {
    const p = await post(alice);
    const c = await comment(bob, p.id, '<p>Soon gone</p>');
    await drainEvents();
    const res = await alice.browser(`/api/v1/posts/${p.id}`, { method: 'DELETE' });
    expect(res.status, res.text).toBeLessThan(300);
    // The deletion's own consequences first, so the stored notifications change only by the delivery below.
    await drainEvents();
    const before = await storedNotifications(alice.memberId);
    const event = domainEvent('comment.created', 'cm-demo', {
      postId: p.id,
      commentId: c.id,
      parentId: null,
      authorId: bob.memberId,
    });
    // Delivered under a new id, so nothing of the real event's delivery stands in the way: applied, and nothing
    // written (for a post still there it adds one, as the test above shows).
    expect(await deliverToConsumer('notifications.in-app', event)).toBe('applied');
    expect(await storedNotifications(alice.memberId)).toEqual(before);
  });
});

describe('the bell and the switches', () => {
  let erin: Member;
  let frank: Member;
  beforeAll(async () => {
    [erin, frank] = await Promise.all([quietMember('erin'), quietMember('frank')]);
  });

  it('marks everything seen when the panel closes', async () => {
    const p = await post(erin);
    await comment(frank, p.id, '<p>Hi</p>');
    await drainEvents();
    expect(await unread(erin)).toBeGreaterThan(0);
    const seen = await erin.browser<{ unread: number; lastSeenAt: string }>('/api/v1/notifications/seen', {
      method: 'PUT',
    });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json.unread).toBe(0);
    expect(await unread(erin)).toBe(0);
    expect((await list(erin)).every((i) => !i.unread)).toBe(true);
  });

  it('answers the defaults, saves a switch at once, and stops that topic in-app', async () => {
    const got = await erin.browser<{ preferences: Record<string, boolean> }>('/api/v1/notification-preferences');
    expect(got.status, got.text).toBe(200);
    expect(got.json.preferences).toMatchObject({
      allAppNotifications: true,
      mentionAppNotifications: true,
      mentionEmailNotifications: true,
      weeklyDigestEmailNotifications: true,
    });
    const saved = await erin.browser<{ preferences: Record<string, boolean> }>('/api/v1/notification-preferences', {
      method: 'PATCH',
      body: { preferences: { mentionAppNotifications: false } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.preferences['mentionAppNotifications']).toBe(false);
    expect(saved.json.preferences['commentAppNotifications']).toBe(true);
    const p = await post(frank, `<p>${mention(erin)}</p>`);
    await drainEvents();
    expect((await list(erin)).filter((i) => i.destination === `/post/${p.slug}`)).toEqual([]);
  });

  it('stops every in-app notification while the In-App master is off', async () => {
    const off = await frank.browser('/api/v1/notification-preferences', {
      method: 'PATCH',
      body: { preferences: { allAppNotifications: false } },
    });
    expect(off.status, off.text).toBe(200);
    const p = await post(frank);
    await comment(erin, p.id, '<p>Hello Frank</p>');
    await drainEvents();
    expect((await list(frank)).filter((i) => i.destination.startsWith(`/post/${p.slug}`))).toEqual([]);
  });

  it('refuses a preference key that does not exist, naming it, and changes nothing', async () => {
    const res = await erin.browser<{ error: string; fields: Record<string, string> }>(
      '/api/v1/notification-preferences',
      { method: 'PATCH', body: { preferences: { commentAppNotifications: false, bogusEmailNotifications: true } } },
    );
    expect(res.status, res.text).toBe(400);
    expect(res.json.fields['preferences.bogusEmailNotifications']).toBe(
      'Unknown notification preference "bogusEmailNotifications".',
    );
    const got = await erin.browser<{ preferences: Record<string, boolean> }>('/api/v1/notification-preferences');
    expect(got.json.preferences['commentAppNotifications']).toBe(true);
  });

  it('refuses a guest and a cursor from another list', async () => {
    const guest = newBrowser('demo.localhost');
    expect((await guest('/api/v1/notifications')).status).toBe(401);
    const forged = Buffer.from(
      JSON.stringify({ GSI1PK: keys.notificationFeed('cm-demo', 'mb-member', null), GSI1SK: 'x' }),
    ).toString('base64url');
    const res = await erin.browser(`/api/v1/notifications?cursor=${forged}`);
    expect(res.status, res.text).toBe(400);
  });
});

describe('e-mail by preference and one-click unsubscribe', () => {
  let gina: Member;
  let hugo: Member;
  beforeAll(async () => {
    [gina, hugo] = await Promise.all([quietMember('gina'), quietMember('hugo')]);
  });

  const mailAbout = async (m: Member, needle: string) =>
    (await mailsTo(m.email)).filter((mail) => mail.text.includes(needle));
  const oneClickOf = (mail: DevMail & { headers?: Record<string, string> }) => {
    const header = mail.headers?.['List-Unsubscribe'] ?? '';
    return new URL(/^<(.+)>$/.exec(header)![1]!);
  };

  it('e-mails a mention with HTML and text parts, and stops once mention e-mails are off', async () => {
    const first = await post(hugo, `<p>Ask ${mention(gina)}</p>`);
    await drainEvents();
    const [mail] = (await mailAbout(gina, `/post/${first.slug}`)) as Array<
      DevMail & { headers: Record<string, string> }
    >;
    expect(mail?.subject).toBe(`${hugo.name} mentioned you in "${first.title}"`);
    expect(mail!.html).toContain(`/post/${first.slug}`);
    expect(mail!.text).toContain('Notification settings: http://demo.localhost:');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/demo\.localhost:\d+\/notification-settings>$/);

    const off = await gina.browser('/api/v1/notification-preferences', {
      method: 'PATCH',
      body: { preferences: { mentionEmailNotifications: false } },
    });
    expect(off.status, off.text).toBe(200);
    const second = await post(hugo, `<p>Again ${mention(gina)}</p>`);
    await drainEvents();
    expect(await mailAbout(gina, `/post/${second.slug}`)).toEqual([]);
    // In-app is its own switch: the mention still shows in the bell.
    expect((await list(gina, 'mentions')).some((i) => i.destination === `/post/${second.slug}`)).toBe(true);
  });

  it("e-mails a post's author about comments with one-click unsubscribe headers that work without signing in", async () => {
    const p = await post(gina);
    await comment(hugo, p.id, '<p>First comment</p>');
    await drainEvents();
    const [mail] = (await mailAbout(gina, `/post/${p.slug}?comment=`)) as Array<
      DevMail & { headers: Record<string, string> }
    >;
    expect(mail?.subject).toBe(`${hugo.name} commented on your post "${p.title}"`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = oneClickOf(mail!);
    expect(oneClick.pathname).toBe(`/api/v1/unsubscribe/posts/${p.slug}`);
    const path = `${oneClick.pathname}${oneClick.search}`;

    const before = await demo<{ subscribed: boolean; post: { slug: string } }>(path);
    expect(before.status, before.text).toBe(200);
    expect(before.json).toMatchObject({ subscribed: true, post: { slug: p.slug } });
    // A mail client's one-click POST: no session, no CSRF header, a form body.
    const res = await demo<{ subscribed: boolean; wasSubscribed: boolean }>(path, {
      method: 'POST',
      csrf: false,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ subscribed: false, wasSubscribed: true });
    expect((await demo<{ subscribed: boolean }>(path)).json.subscribed).toBe(false);

    await comment(hugo, p.id, '<p>Second comment</p>');
    await drainEvents();
    expect(await mailAbout(gina, `/post/${p.slug}?comment=`)).toHaveLength(1);
    expect((await list(gina)).filter((i) => i.destination.startsWith(`/post/${p.slug}?comment=`))).toHaveLength(2);
  });

  it('refuses a forged, altered or other-post link with "Unable to unsubscribe" and changes nothing', async () => {
    const p = await post(gina);
    const other = await post(gina);
    await comment(hugo, p.id, '<p>Ping</p>');
    await drainEvents();
    const [mail] = (await mailAbout(gina, `/post/${p.slug}?comment=`)) as Array<
      DevMail & { headers: Record<string, string> }
    >;
    const token = oneClickOf(mail!).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ m: hugo.memberId, p: p.id, e: 9_999_999_999 })).toString('base64url')}.${signature}`;
    const forged = `${payload}.${signature!.slice(0, -2)}AA`;
    const cases = [
      `/api/v1/unsubscribe/posts/${p.slug}?token=${forged}`,
      `/api/v1/unsubscribe/posts/${p.slug}?token=${altered}`,
      `/api/v1/unsubscribe/posts/${other.slug}?token=${token}`,
      `/api/v1/unsubscribe/posts/${p.slug}?token=nonsense`,
    ];
    for (const path of cases) {
      for (const method of ['GET', 'POST']) {
        const res = await demo<{ reason: string; message: string }>(path, { method, csrf: false });
        expect(res.status, `${method} ${path}: ${res.text}`).toBe(400);
        expect(res.json).toMatchObject({ reason: 'UNSUBSCRIBE_LINK_INVALID', message: 'Unable to unsubscribe' });
      }
    }
    const still = await demo<{ subscribed: boolean }>(`/api/v1/unsubscribe/posts/${p.slug}?token=${token}`);
    expect(still.json.subscribed).toBe(true);
  });

  it('sends an e-mail once when its event is delivered again', async () => {
    const p = await post(gina);
    const c = await comment(hugo, p.id, '<p>Exactly once</p>');
    await drainEvents();
    const count = async () => (await mailAbout(gina, `/post/${p.slug}?comment=`)).length;
    expect(await count()).toBe(1);
    const event = domainEvent('comment.created', 'cm-demo', {
      postId: p.id,
      commentId: c.id,
      parentId: null,
      authorId: hugo.memberId,
    });
    expect(await deliverToConsumer('notifications.email', event)).toBe('applied');
    expect(await deliverToConsumer('notifications.email', event)).toBe('duplicate');
    expect(await count()).toBe(2);
  });
});
