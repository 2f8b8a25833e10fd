// Deleting one's account over HTTP (member-forum §2.8, §3, §5): the phrase, the account and its sessions
// gone, its posts and comments kept as [DELETED USER] with their counters, a new sign-up with the same e-mail a new
// member, another community's account with the same e-mail untouched, and an owner refused while they own one.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { keys } from '@hearth/functions/platform/db/keys';
import { DEMO_PASSWORD } from '../../scripts/local/seed.ts';
import { PASSWORD, signUpBody, signedInAccount } from './auth-flows.ts';
import { demo, drainEvents, newBrowser, table } from './context.ts';
import { latestMailTo, linkIn } from './mailbox.ts';

type Browser = ReturnType<typeof newBrowser>;
type Author = { memberId: string; fullName: string; profilePicURL: string | null } | null;

const deleteAccount = (browser: Browser, phrase?: string) =>
  browser<{ message: string; error?: string; reason?: string; fields?: Record<string, string> }>(
    '/api/v1/auth/delete-account',
    { body: phrase === undefined ? {} : { phrase } },
  );

async function sessionUser(browser: Browser) {
  const res = await browser<{ user: { memberId: string; email: string } | null }>('/api/v1/auth/session');
  expect(res.status, res.text).toBe(200);
  return res.json.user;
}

const memberItem = async (memberId: string) =>
  (await table.send(new GetCommand({ TableName: 'hearth', Key: keys.member('cm-demo', memberId) }))).Item;

async function signUpAndVerify(browser: Browser, email: string) {
  const created = await browser('/api/v1/auth/sign-up', { body: signUpBody(email) });
  expect(created.status, created.text).toBe(201);
  const { token } = linkIn(await latestMailTo(email));
  expect((await browser('/api/v1/auth/verify-email', { body: { token } })).status).toBe(200);
}

describe('delete account: the phrase (member-forum §5)', () => {
  it.each([
    [undefined, messages.keyPhraseRequired],
    ['', messages.keyPhraseRequired],
    ['Delete my account', messages.keyPhraseIncorrect('delete my account')],
    ['delete account', messages.keyPhraseIncorrect('delete my account')],
  ])('%j → 400 with the spec’s message, nothing deleted', async (phrase, message) => {
    const { browser, email } = await signedInAccount('demo.localhost', 'delete-phrase');
    const res = await deleteAccount(browser, phrase);
    expect(res.status, res.text).toBe(400);
    expect(res.json.fields?.phrase).toBe(message);
    expect(await sessionUser(browser)).toMatchObject({ email });
  });

  it('refuses a guest', async () => {
    expect((await deleteAccount(newBrowser(), 'delete my account')).status).toBe(401);
  });
});

describe('delete account', () => {
  it('removes the account and its sessions, keeps its content as [DELETED USER], and lets the e-mail join anew', async () => {
    const { browser, email } = await signedInAccount('demo.localhost', 'delete-me');
    const phone = newBrowser();
    expect((await phone('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
    // The same address holds an account in another community too.
    const founders = newBrowser('founders.localhost');
    await signUpAndVerify(founders, email);
    expect((await founders('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
    const other = (await signedInAccount('demo.localhost', 'delete-witness')).browser;
    const me = (await sessionUser(browser))!;
    expect(
      (await browser('/api/v1/me/profile', { method: 'PATCH', body: { username: `gone_${Date.now()}` } })).status,
    ).toBe(200);

    const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const mine = await browser<{ id: string; slug: string }>('/api/v1/posts', {
      body: { type: 'post', title: 'Written before leaving', categoryId, content: '<p>Bye</p>' },
    });
    expect(mine.status, mine.text).toBe(201);
    const theirs = await other<{ id: string; slug: string }>('/api/v1/posts', {
      body: { type: 'post', title: 'Someone else’s post', categoryId, content: '<p>Hi</p>' },
    });
    expect(theirs.status, theirs.text).toBe(201);
    const myComment = await browser<{ id: string }>(`/api/v1/posts/${theirs.json.id}/comments`, {
      body: { content: '<p>My comment</p>' },
    });
    expect(myComment.status, myComment.text).toBe(201);
    const reply = await other<{ id: string }>(`/api/v1/posts/${mine.json.id}/comments`, {
      body: { content: '<p>A reply to the leaver</p>' },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(
      (await other(`/api/v1/posts/${mine.json.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } })).status,
    ).toBe(200);
    const staleIdToken = browser.jar.get('hearth_id')!;
    const staleRefresh = browser.jar.get('hearth_refresh')!;

    const deleted = await deleteAccount(browser, '  delete my account ');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json.message).toBe(messages.accountDeleted);
    expect(browser.jar.size).toBe(0);
    expect(await memberItem(me.memberId)).toBeUndefined();
    await drainEvents();

    // The content stays, counters and threads intact, shown as [DELETED USER].
    const post = await other<{ author: Author; upvotes: number; totalComments: number }>(
      `/api/v1/posts/${mine.json.slug}`,
    );
    expect(post.status, post.text).toBe(200);
    expect(post.json).toMatchObject({ upvotes: 1, totalComments: 1 });
    expect(post.json.author).toEqual({ memberId: null, fullName: messages.deletedUser, profilePicURL: null });
    const comments = await other<{ items: Array<{ id: string; author: Author; content: string }> }>(
      `/api/v1/posts/${theirs.json.id}/comments`,
    );
    expect(comments.status, comments.text).toBe(200);
    const kept = comments.json.items.find((c) => c.id === myComment.json.id)!;
    expect(kept).toMatchObject({ content: '<p>My comment</p>', author: { fullName: messages.deletedUser } });
    const feed = await other<{ items: Array<{ id: string; author: Author }> }>('/api/v1/feed?sort=new');
    const card = feed.json.items.find((p) => p.id === mine.json.id);
    if (card) expect(card.author?.fullName).toBe(messages.deletedUser);
    // The profile is gone, and so is its activity list.
    expect((await other(`/api/v1/profiles/${me.memberId}`)).status).toBe(404);

    // Sign-in is refused; every session of the old account is over, the stale tokens included.
    const signIn = await newBrowser()('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(401);
    expect(await sessionUser(phone)).toBeNull();
    expect((await phone('/api/v1/auth/refresh', { method: 'POST' })).status).toBe(401);
    const stale = newBrowser();
    stale.jar.set('hearth_id', staleIdToken);
    stale.jar.set('hearth_refresh', staleRefresh);
    expect(await sessionUser(stale)).toBeNull();
    expect(
      (await stale('/api/v1/me/profile', { method: 'PATCH', body: { bio: 'back again' } })).status,
    ).toBeGreaterThanOrEqual(401);
    expect((await deleteAccount(stale, 'delete my account')).status).toBeGreaterThanOrEqual(401);
    expect((await stale('/api/v1/auth/refresh', { method: 'POST' })).status).toBe(401);
    // Nothing the stale session did brought the account back.
    expect(await memberItem(me.memberId)).toBeUndefined();

    // The e-mail signs up again as a new member, with nothing of the old account.
    const again = newBrowser();
    await signUpAndVerify(again, email);
    expect((await again('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
    const renewed = (await sessionUser(again))!;
    expect(renewed.memberId).not.toBe(me.memberId);
    const profile = await again<{ username: string | null; bio: string | null }>('/api/v1/profiles/me');
    expect(profile.json).toMatchObject({ username: null, bio: null });
    const oldPost = await again<{ author: Author; viewer: { subscribed: boolean } }>(`/api/v1/posts/${mine.json.slug}`);
    expect(oldPost.json.author?.memberId).not.toBe(renewed.memberId);

    // Another community's account with the same e-mail is untouched: its session lives, and it signs in.
    expect(await sessionUser(founders)).toMatchObject({ email });
    const foundersAgain = newBrowser('founders.localhost');
    expect((await foundersAgain('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('anonymises a history longer than one pass, continuing itself until nothing is left', async () => {
    const { browser } = await signedInAccount('demo.localhost', 'delete-long');
    const other = (await signedInAccount('demo.localhost', 'delete-long-witness')).browser;
    const me = (await sessionUser(browser))!;
    const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const host = await other<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title: 'A long thread', categoryId, content: '<p>Talk</p>' },
    });
    expect(host.status, host.text).toBe(201);
    // One pass anonymises 100 signed comments (ANONYMISE_PASS_SIZE): 105 need a second, its own event.
    const total = 105;
    for (let i = 0; i < total; i += 15) {
      const sent = await Promise.all(
        Array.from({ length: Math.min(15, total - i) }, (_, j) =>
          browser(`/api/v1/posts/${host.json.id}/comments`, { body: { content: `<p>Mine ${i + j}</p>` } }),
        ),
      );
      expect(sent.map((r) => r.status)).toEqual(sent.map(() => 201));
    }
    expect((await deleteAccount(browser, 'delete my account')).status).toBe(200);
    await drainEvents();

    const left = await table.send(
      new QueryCommand({
        TableName: 'hearth',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :p',
        ExpressionAttributeValues: { ':p': keys.commentsByAuthor('cm-demo', me.memberId, '').GSI1PK },
      }),
    );
    expect(left.Items ?? []).toEqual([]);
    const authors: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; json: { items: Array<{ author: Author }>; nextCursor: string | null } } =
        await other(`/api/v1/posts/${host.json.id}/comments${cursor ? `?cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      authors.push(...page.json.items.map((c) => c.author?.fullName ?? ''));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(authors).toHaveLength(total);
    expect(new Set(authors)).toEqual(new Set([messages.deletedUser]));
    const thread = await other<{ totalComments: number }>(`/api/v1/posts/${host.json.id}`);
    expect(thread.json.totalComments).toBe(total);
  }, 120_000); // 105 comments and two passes on a shared machine: more than the default 30 s

  it('removes the member’s notifications, bell, switches and live connections, and names them [DELETED USER] in others’', async () => {
    const leaving = await signedInAccount('demo.localhost', 'notify-leaving');
    const staying = await signedInAccount('demo.localhost', 'notify-staying');
    const ids = await Promise.all([leaving, staying].map(async (a) => (await sessionUser(a.browser))!.memberId));
    const [leavingId, stayingId] = ids as [string, string];
    const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const postOf = async (browser: Browser, title: string) => {
      const res = await browser<{ id: string }>('/api/v1/posts', {
        body: { type: 'post', title, categoryId, content: '<p>Hi</p>' },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id;
    };
    const commentOn = async (browser: Browser, postId: string) => {
      const res = await browser(`/api/v1/posts/${postId}/comments`, {
        body: { content: '<p>Hey</p>', anonymous: false },
      });
      expect(res.status, res.text).toBe(201);
    };
    // Each comments on the other's post: each gets a notification naming the other.
    await commentOn(leaving.browser, await postOf(staying.browser, 'Staying post'));
    await commentOn(staying.browser, await postOf(leaving.browser, 'Leaving post'));
    const saved = await leaving.browser('/api/v1/notification-preferences', {
      method: 'PATCH',
      body: { preferences: { mentionEmailNotifications: false } },
    });
    expect(saved.status, saved.text).toBe(200);
    await drainEvents();
    const partition = (memberId: string) =>
      table.send(
        new QueryCommand({
          TableName: 'hearth',
          KeyConditionExpression: 'PK = :p',
          ExpressionAttributeValues: { ':p': keys.notificationFeed('cm-demo', memberId, null) },
        }),
      );
    expect((await partition(leavingId)).Items?.length).toBeGreaterThan(0);
    const named = async () =>
      (
        await staying.browser<{ items: Array<{ message: string }> }>('/api/v1/notifications?category=all')
      ).json.items.map((i) => i.message);
    const leavingName = (await named()).find((m) => m.endsWith('commented on your post "Staying post"'));
    expect(leavingName).toBeDefined();

    // An open live connection (what the WebSocket's connect writes; the socket itself is the live tests' part).
    await table.send(
      new PutCommand({
        TableName: 'hearth',
        Item: {
          ...keys.liveConnection('cm-demo', leavingId, 'conn-1'),
          memberId: leavingId,
          connectionId: 'conn-1',
          ttl: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    expect((await deleteAccount(leaving.browser, 'delete my account')).status).toBe(200);
    await drainEvents();

    expect((await partition(leavingId)).Items ?? []).toEqual([]);
    const live = await table.send(
      new QueryCommand({
        TableName: 'hearth',
        KeyConditionExpression: 'PK = :p AND begins_with(SK, :m)',
        ExpressionAttributeValues: { ':p': keys.liveConnections('cm-demo'), ':m': keys.liveMemberPrefix(leavingId) },
      }),
    );
    expect(live.Items ?? []).toEqual([]);
    expect(await named()).toContain(`${messages.deletedUser} commented on your post "Staying post"`);
    // The member who stays keeps their own notifications.
    expect((await partition(stayingId)).Items?.length).toBeGreaterThan(0);
  });

  it('refuses an owner while they own a community (on its site and on the owner app), and deletes nothing', async () => {
    for (const host of ['demo.localhost', 'app.localhost']) {
      const owner = newBrowser(host);
      const signedIn = await owner('/api/v1/auth/sign-in', {
        body: { email: 'owner@hearth.local', password: DEMO_PASSWORD },
      });
      expect(signedIn.status, signedIn.text).toBe(200);
      const res = await deleteAccount(owner, 'delete my account');
      expect(res.status, res.text).toBe(409);
      expect(res.json).toMatchObject({ reason: 'OWNER_CANNOT_DELETE', message: messages.ownerCannotDelete });
      expect(await sessionUser(owner)).not.toBeNull();
    }
  });
});
