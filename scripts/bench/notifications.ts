// Notifications: the bell's unread count — its DynamoDB requests (in process, counting the document
// client's commands, warm: the community's configuration cached as in steady state) and its latency through the local
// gateway — and the live-update lags: a comment committed → the post author's WebSocket has the new count, and a
// reader's WebSocket on another connection has the post page's new comment.
import { countingClient } from './read-counter.ts';
import WebSocket from 'ws';
import { LIVE_PATH } from '@hearth/shared/schemas/live';
import { browser } from '../../test/support/http.ts';
import { percentile, timeSequential } from './stats.ts';

const COMMUNITY = 'cm-demo';

async function signIn(port: number, email: string) {
  const b = browser(port, 'demo.localhost');
  const res = await b('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return b;
}

/** A member's live socket, open. */
async function socketOf(port: number, as: Awaited<ReturnType<typeof signIn>>) {
  const cookie = [...as.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, { headers: { host: 'demo.localhost', cookie } });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
}

export async function benchNotifications(port: number) {
  const bell = await import('@hearth/functions/notifications/bell');
  const counter = await countingClient('notificationsBenchCounter');
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: 'demo.localhost' };
  const actor = {
    sub: 'mb-member',
    username: `${COMMUNITY}|member@hearth.local`,
    communityId: COMMUNITY,
    memberId: 'mb-member',
    email: 'member@hearth.local',
    issuedAt: Math.floor(Date.now() / 1000),
  };
  await bell.getUnread(tenant, actor);
  let unreadRequests = 0;
  for (let i = 0; i < 5; i++) {
    counter.requests = 0;
    await bell.getUnread(tenant, actor);
    unreadRequests = Math.max(unreadRequests, counter.requests);
  }

  const member = await signIn(port, 'member@hearth.local');
  const get = async () => {
    const res = await member('/api/v1/notifications/unread');
    if (res.status !== 200) throw new Error(`unread answered ${res.status}: ${res.text}`);
  };
  await timeSequential(100, get);
  const times = await timeSequential(500, get);

  // Live lag: the admin comments on the member's post; the member's socket gets the new count.
  const admin = await signIn(port, 'admin@hearth.local');
  const categoryId = (await member<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const post = await member<{ id: string }>('/api/v1/posts', {
    body: { type: 'post', title: `Bench live ${Date.now().toString(36)}`, categoryId, content: '<p>x</p>' },
  });
  const ws = await socketOf(port, member);
  const reader = await socketOf(port, await signIn(port, 'moderator@hearth.local'));
  const lags: number[] = [];
  const commentLags: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const lapOf = (socket: WebSocket, type: string, into: number[]) =>
      new Promise<void>((resolve) =>
        socket.on('message', function onMessage(data) {
          if ((JSON.parse(String(data)) as { type: string }).type !== type) return;
          socket.off('message', onMessage);
          into.push(performance.now() - started);
          resolve();
        }),
      );
    const got = Promise.all([lapOf(ws, 'unread', lags), lapOf(reader, 'newComment', commentLags)]);
    const res = await admin(`/api/v1/posts/${post.json.id}/comments`, { body: { content: `<p>Lag ${i}</p>` } });
    if (res.status !== 201) throw new Error(`comment answered ${res.status}`);
    await got;
  }
  ws.close();
  reader.close();
  return {
    unreadRequests,
    unreadP50: percentile(times, 50),
    unreadP99: percentile(times, 99),
    liveLagP50: percentile(lags, 50),
    newCommentLagP50: percentile(commentLags, 50),
  };
}
