// Live updates over the local gateway's WebSocket (/api/v1/live, API Gateway's WebSocket protocol in AWS): a member's
// socket gets its own bell's new count within 2 s of the event that notifies it, and never another member's or
// another community's; the "new posts" pill reaches the community's sockets; refused sessions get no socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH, type LiveMessage } from '@hearth/shared/schemas/live';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser, platform } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

interface Socket {
  messages: LiveMessage[];
  /** Resolves with the first message (already received or to come) that matches, or rejects after `ms`. */
  next(match: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
  close(): void;
}

const open: WebSocket[] = [];
afterAll(() => open.forEach((ws) => ws.close()));

/** Opens a live socket as the browser's session on its host; rejects with the refused upgrade's status. */
function socketOf(browser: Browser, host: string): Promise<Socket> {
  const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`ws://127.0.0.1:${platform.port}${LIVE_PATH}`, { headers: { host, cookie } });
  open.push(ws);
  const messages: LiveMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as LiveMessage);
    waiters.forEach((w) => w());
  });
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        messages,
        close: () => ws.close(),
        next: (match, ms = 2_000) =>
          new Promise((done, fail) => {
            const check = () => {
              const found = messages.find(match);
              if (found) {
                clearTimeout(timer);
                done(found);
              }
            };
            const timer = setTimeout(() => fail(new Error(`no matching message in ${ms} ms`)), ms);
            waiters.push(check);
            check();
          }),
      }),
    );
  });
}

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
    const commented = Date.now();
    const res = await commenter.browser(`/api/v1/posts/${postId}/comments`, { body: { content: '<p>Live one</p>' } });
    expect(res.status, res.text).toBe(201);
    const message = await mine.next((m) => m.type === 'unread' && m.unread > before, 2_000);
    expect(Date.now() - commented).toBeLessThan(2_000);
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

  it("refuses a socket to a guest and to a session of another community's host", async () => {
    await expect(socketOf(newBrowser('demo.localhost'), 'demo.localhost')).rejects.toThrow('refused 401');
    await expect(socketOf(author.browser, 'founders.localhost')).rejects.toThrow(/refused 40[13]/);
  });
});
