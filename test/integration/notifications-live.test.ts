// Live updates over the local gateway's WebSocket (/api/v1/live, API Gateway's WebSocket protocol in AWS): a member's
// socket gets its own bell's new count within 2 s of the event that notifies it, and never another member's or
// another community's; the "new posts" pill reaches the community's sockets; refused sessions get no socket.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser, platform } from './context.ts';
import { socketOf } from './live-socket.ts';
import { demoAccount } from './members.ts';

type Browser = ReturnType<typeof newBrowser>;

async function member(tag: string) {
  const { browser } = await signedInAccount('demo.localhost', tag);
  const res = await browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  expect(res.status, res.text).toBe(200);
  // Every demo post tells its members (newPost, on by default) and rings their bells, as a quest's step may: off here, so a bell rung is the
  // comment's (test/integration/notifications-fanout.test.ts has the new post's).
  const quiet = await browser('/api/v1/notification-preferences', {
    method: 'PATCH',
    body: {
      preferences: {
        newPostAppNotifications: false,
        questCompletionAppNotifications: false,
        questNearCompletionAppNotifications: false,
      },
    },
  });
  expect(quiet.status, quiet.text).toBe(200);
  return { browser, memberId: res.json.user.memberId };
}

let categoryId: string | undefined;
async function postBy(author: Browser) {
  categoryId ??= (await author<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const res = await author<{ id: string }>('/api/v1/posts', {
    body: { type: 'post', title: `Live ${Date.now().toString(36)}`, categoryId, content: '<p>Live</p>' },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}

describe('live updates', () => {
  let author: Awaited<ReturnType<typeof member>>;
  let commenter: Awaited<ReturnType<typeof member>>;
  let bystander: Awaited<ReturnType<typeof member>>;
  let founders: Browser;
  beforeAll(async () => {
    [author, commenter, bystander] = await Promise.all([member('live-a'), member('live-b'), member('live-c')]);
    founders = newBrowser('founders.localhost');
    const res = await founders('/api/v1/auth/sign-in', {
      body: { email: 'member@hearth.local', password: 'hearth-demo-1' },
    });
    expect(res.status, res.text).toBe(200);
  });

  it("sends a member's socket its new unread count within 2 s, and no one else's socket gets it", async () => {
    const [mine, theirs, elsewhere] = await Promise.all([
      socketOf(author.browser, 'demo.localhost'),
      socketOf(bystander.browser, 'demo.localhost'),
      socketOf(founders, 'founders.localhost'),
    ]);
    const postId = await postBy(author.browser);
    const before = (await author.browser<{ unread: number }>('/api/v1/notifications/unread')).json.unread;
    const res = await commenter.browser(`/api/v1/posts/${postId}/comments`, { body: { content: '<p>Live one</p>' } });
    expect(res.status, res.text).toBe(201);
    // The 2 s bound is the wait's timeout: no unread message by then fails the wait.
    const message = await mine.next((m) => m.type === 'unread' && m.unread > before, 2_000);
    expect(message).toMatchObject({ type: 'unread', unread: before + 1 });
    // The bystander's and the other community's sockets saw the new post's pill at most, never a bell.
    await theirs.next((m) => m.type === 'newPost' && m.postId === postId);
    expect(theirs.messages.filter((m) => m.type === 'unread')).toEqual([]);
    // The author's own post is no news to their own tabs.
    expect(mine.messages.filter((m) => m.type === 'newPost')).toEqual([]);
    expect(elsewhere.messages).toEqual([]);
  });

  it('tells the community\'s sockets of a new post (the "new posts" pill), and only that community\'s', async () => {
    const [here, elsewhere] = await Promise.all([
      socketOf(bystander.browser, 'demo.localhost'),
      socketOf(founders, 'founders.localhost'),
    ]);
    const postId = await postBy(author.browser);
    await expect(here.next((m) => m.type === 'newPost' && m.postId === postId)).resolves.toMatchObject({
      type: 'newPost',
      authorId: author.memberId,
    });
    expect(elsewhere.messages).toEqual([]);
  });

  it("tells the community's sockets of a new comment (an open post page's pill), naming no author", async () => {
    const postId = await postBy(author.browser);
    const [reader, own, elsewhere] = await Promise.all([
      socketOf(bystander.browser, 'demo.localhost'),
      socketOf(commenter.browser, 'demo.localhost'),
      socketOf(founders, 'founders.localhost'),
    ]);
    const res = await commenter.browser<{ id: string }>(`/api/v1/posts/${postId}/comments`, {
      body: { content: '<p>Seen live</p>' },
    });
    expect(res.status, res.text).toBe(201);
    const reply = await commenter.browser<{ id: string }>(`/api/v1/posts/${postId}/comments`, {
      body: { content: '<p>And a reply</p>', parentId: res.json.id },
    });
    expect(reply.status, reply.text).toBe(201);
    await expect(reader.next((m) => m.type === 'newComment' && m.commentId === res.json.id)).resolves.toEqual({
      type: 'newComment',
      postId,
      commentId: res.json.id,
    });
    await reader.next((m) => m.type === 'newComment' && m.commentId === reply.json.id);
    // The commenter's own tabs already show it, and another community hears nothing.
    expect(own.messages.filter((m) => m.type === 'newComment')).toEqual([]);
    expect(elsewhere.messages).toEqual([]);
  });

  it("refuses a socket to a guest and to a session of another community's host", async () => {
    await expect(socketOf(newBrowser('demo.localhost'), 'demo.localhost')).rejects.toThrow('refused 401');
    await expect(socketOf(author.browser, 'founders.localhost')).rejects.toThrow(/refused 40[13]/);
  });

  it("opens a socket for the community's owner, a member of it too, and tells it of new posts", async () => {
    const owner = newBrowser('demo.localhost');
    const signedIn = await owner('/api/v1/auth/sign-in', {
      body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const socket = await socketOf(owner, 'demo.localhost');
    const postId = await postBy(author.browser);
    await socket.next((m) => m.type === 'newPost' && m.postId === postId);
  });
});

describe('a live socket whose member may no longer be told anything', () => {
  let author: Awaited<ReturnType<typeof member>>;
  let moderator: Browser;
  beforeAll(async () => {
    author = await member('live-author');
    moderator = await demoAccount('moderator@hearth.local');
  });

  it('is closed when staff ban the member, and a new one is refused', async () => {
    const banned = await member('live-banned');
    const socket = await socketOf(banned.browser, 'demo.localhost');
    const res = await moderator(`/api/v1/moderation/members/${banned.memberId}/actions`, {
      body: { action: 'permanentBan', reason: 'Spam in every subforum' },
    });
    expect(res.status, res.text).toBe(200);
    await socket.next((m) => m.type === 'ended');
    await socket.closed();
    const postId = await postBy(author.browser);
    const bystander = await socketOf(author.browser, 'demo.localhost');
    await postBy(author.browser);
    expect(socket.messages.filter((m) => m.type === 'newPost' && m.postId === postId)).toEqual([]);
    await expect(socketOf(banned.browser, 'demo.localhost')).rejects.toThrow('refused 403');
    bystander.close();
  });

  it('is closed when the member deletes their account', async () => {
    const leaving = await member('live-leaving');
    const socket = await socketOf(leaving.browser, 'demo.localhost');
    const res = await leaving.browser('/api/v1/auth/delete-account', { body: { phrase: 'delete my account' } });
    expect(res.status, res.text).toBe(200);
    await socket.closed();
  });
});

describe("the live socket's Origin", () => {
  let someone: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    someone = await member('live-origin');
  });

  it("opens from the community's own origin (and for clients that send none)", async () => {
    const socket = await socketOf(someone.browser, 'demo.localhost', {
      origin: `http://demo.localhost:${platform.port}`,
    });
    socket.close();
    (await socketOf(someone.browser, 'demo.localhost')).close();
  });

  it.each([
    'http://evil.example',
    'http://founders.localhost:PORT',
    'http://app.localhost:PORT',
    'http://demo.localhost.evil.example',
    'null',
  ])('refuses an upgrade from %s, cookie and all', async (origin) => {
    await expect(
      socketOf(someone.browser, 'demo.localhost', { origin: origin.replace('PORT', String(platform.port)) }),
    ).rejects.toThrow('refused 403');
  });
});
