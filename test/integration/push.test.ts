// Web push on the running platform, the sending against a mocked push service (msw): subscribing over HTTP (a bad
// endpoint is a 400), the cap of 10 browsers, unsubscribing, and the `notifications.push` consumer — one push per
// (member, event) under redelivery, the switches read at send time, and subscriptions whose push service answers 404
// or 410 forgotten while one that answers 201 stays.
// In process: the push consumers' effects (pushEffect, accountPushEffect, the newPost pages, hotPostPushEffect) run
// in this process, since msw intercepts this process's requests only and the platform's own delivery cannot reach
// the mocked push service; a redelivery is the effect run again, past any applied mark, to show the per-member claim.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { pushSubscriptionId } from '@hearth/shared/rules/push-subscription-id';
import type * as Push from '@hearth/functions/notifications/push';
import { keys as tableKeys } from '@hearth/functions/platform/db/keys';
import { drainEvents, platform, table, useLocalPlatform } from './context.ts';
import { type Member, member, setSwitches } from './members.ts';

// A browser's keys (65-byte P-256 point, 16-byte secret): web-push encrypts each message to them.
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
// `.invalid` never resolves: the platform's own consumer cannot reach these, only the mocked push service below can.
const PUSH_HOST = 'https://push.hearth-test.invalid';

const received: Array<{ path: string; headers: Headers; bytes: number }> = [];
const pushService = setupServer(
  http.post(`${PUSH_HOST}/:answer/:id`, async ({ request, params }) => {
    received.push({
      path: new URL(request.url).pathname,
      headers: request.headers,
      bytes: (await request.arrayBuffer()).byteLength,
    });
    const status = params.answer === 'gone' ? 410 : params.answer === 'unknown' ? 404 : 201;
    return new HttpResponse(null, { status });
  }),
);

let push: typeof Push;

beforeAll(async () => {
  const vapid = JSON.parse(readFileSync(join(platform.dataDir, 'vapid.json'), 'utf8')) as Record<string, string>;
  await useLocalPlatform({
    LOG_LEVEL: 'SILENT',
    VAPID_PUBLIC_KEY: vapid.publicKey!,
    VAPID_PRIVATE_KEY: vapid.privateKey!,
    VAPID_SUBJECT: 'mailto:no-reply@hearth.local',
  });
  push = await import('@hearth/functions/notifications/push');
  pushService.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => pushService.close());

let stamp = 0;
const endpoint = (answer: 'ok' | 'gone' | 'unknown') => `${PUSH_HOST}/${answer}/${Date.now().toString(36)}-${++stamp}`;

async function subscribe(m: Member, url: string) {
  const res = await m.browser<{ subscriptionId: string }>('/api/v1/push-subscriptions', {
    body: { endpoint: url, expirationTime: null, keys },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.subscriptionId;
}

/** The member's subscriptions as stored: their endpoints. */
async function stored(m: Member): Promise<string[]> {
  const out = await table.send(
    new QueryCommand({
      TableName: 'hearth',
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
      ExpressionAttributeValues: {
        ':p': tableKeys.notificationFeed('cm-demo', m.memberId, null),
        ':s': tableKeys.pushSubscriptionPrefix(),
      },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => i['endpoint'] as string).sort();
}

describe('subscribing', () => {
  let ana: Member;
  beforeAll(async () => {
    ana = await member('push-ana');
  });

  it("hands out the site's VAPID public key", async () => {
    const res = await ana.browser<{ publicKey: string }>('/api/v1/push-subscriptions/key');
    expect(res.status, res.text).toBe(200);
    const vapid = JSON.parse(readFileSync(join(platform.dataDir, 'vapid.json'), 'utf8')) as { publicKey: string };
    expect(res.json.publicKey).toBe(vapid.publicKey);
  });

  it('refuses an endpoint that is not https with a clear 400, and keeps nothing', async () => {
    for (const url of ['http://push.example.com/send/1', 'javascript:alert(1)', 'not a url']) {
      const res = await ana.browser('/api/v1/push-subscriptions', { body: { endpoint: url, keys } });
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({
        reason: 'PUSH_ENDPOINT_NOT_HTTPS',
        message: 'A push subscription’s endpoint must be an https:// address.',
        fields: { endpoint: 'A push subscription’s endpoint must be an https:// address.' },
      });
    }
    const badKeys = await ana.browser('/api/v1/push-subscriptions', {
      body: { endpoint: endpoint('ok'), keys: { ...keys, auth: 'short' } },
    });
    expect(badKeys.status, badKeys.text).toBe(400);
    expect(await stored(ana)).toEqual([]);
  });

  it('keeps one item per endpoint, at most 10 browsers (the oldest replaced), and forgets one on DELETE', async () => {
    const urls = Array.from({ length: 11 }, () => endpoint('ok'));
    const ids: string[] = [];
    for (const url of urls) ids.push(await subscribe(ana, url));
    // The same endpoint again renews it rather than adding an eleventh.
    expect(await subscribe(ana, urls[5]!)).toBe(ids[5]);
    expect(ids[0]).toBe(await pushSubscriptionId(urls[0]!));
    expect(await stored(ana)).toEqual(urls.slice(1).sort());

    const removed = await ana.browser(`/api/v1/push-subscriptions/${ids[3]}`, { method: 'DELETE' });
    expect(removed.json).toEqual({ deleted: true });
    const again = await ana.browser(`/api/v1/push-subscriptions/${ids[3]}`, { method: 'DELETE' });
    expect(again.json).toEqual({ deleted: false });
    expect(await stored(ana)).not.toContain(urls[3]);
    expect(await stored(ana)).toHaveLength(9);
  });

  it('forgets a deleted account’s subscriptions with its other notification items', async () => {
    const gone = await member('push-deleted');
    await subscribe(gone, endpoint('ok'));
    await subscribe(gone, endpoint('ok'));
    expect(await stored(gone)).toHaveLength(2);
    const res = await gone.browser('/api/v1/auth/delete-account', { body: { phrase: 'delete my account' } });
    expect(res.status, res.text).toBe(200);
    await drainEvents();
    expect(await stored(gone)).toEqual([]);
  });

  it("never touches another member's subscription", async () => {
    const bo = await member('push-bo');
    const id = await subscribe(bo, endpoint('ok'));
    const res = await ana.browser(`/api/v1/push-subscriptions/${id}`, { method: 'DELETE' });
    expect(res.json).toEqual({ deleted: false });
    expect(await stored(bo)).toHaveLength(1);
  });
});

describe('the notifications.push consumer', () => {
  let author: Member;
  let commenter: Member;
  let postId: string;
  let commentId: string;
  let urls: { ok: string; gone: string; unknown: string };

  /** The comment's event as the consumer receives it, under a new id (the platform delivered the real one). */
  const commentEvent = (): DomainEvent =>
    ({
      id: `push-test-${Date.now().toString(36)}-${++stamp}`,
      type: 'comment.created',
      communityId: 'cm-demo',
      occurredAt: new Date().toISOString(),
      detail: { postId, commentId, parentId: null, authorId: commenter.memberId },
    }) as DomainEvent;

  beforeAll(async () => {
    [author, commenter] = await Promise.all([member('push-author'), member('push-commenter')]);
    urls = { ok: endpoint('ok'), gone: endpoint('gone'), unknown: endpoint('unknown') };
    for (const url of Object.values(urls)) await subscribe(author, url);
    // The commenter has a browser too: the actor is never pushed their own comment.
    await subscribe(commenter, endpoint('ok'));
    await setSwitches(author, { commentPushNotifications: true });
    await setSwitches(commenter, { commentPushNotifications: true });
    const categoryId = (await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const created = await author.browser<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title: `Pushed post ${Date.now().toString(36)}`, categoryId, content: '<p>Hi</p>' },
    });
    expect(created.status, created.text).toBe(201);
    postId = created.json.id;
    const c = await commenter.browser<{ id: string }>(`/api/v1/posts/${postId}/comments`, {
      body: { content: '<p>Pushed comment</p>' },
    });
    expect(c.status, c.text).toBe(201);
    commentId = c.json.id;
    // The platform's own delivery could not reach the .invalid push service: it kept every subscription.
    await drainEvents();
    expect(await stored(author)).toEqual(Object.values(urls).sort());
    received.length = 0;
  });

  it('pushes to every browser of the recipient, forgets the ones answering 404 or 410, keeps the 201 one', async () => {
    const event = commentEvent();
    await push.pushEffect(event);
    expect(received.map((r) => r.path).sort()).toEqual(
      Object.values(urls)
        .map((u) => new URL(u).pathname)
        .sort(),
    );
    for (const r of received) {
      // Encrypted (RFC 8291) and VAPID-signed (RFC 8292): the push service sees no content.
      expect(r.headers.get('content-encoding')).toBe('aes128gcm');
      expect(r.headers.get('authorization')).toMatch(/^vapid t=.+, k=/);
      expect(r.headers.get('ttl')).toBe('86400');
      expect(r.bytes).toBeGreaterThan(100);
    }
    expect(await stored(author)).toEqual([urls.ok]);

    // Redelivered: claimed already, nothing is sent again.
    received.length = 0;
    await push.pushEffect(event);
    expect(received).toEqual([]);
  });

  it('reads the switches at send time: Push off for comments sends nothing', async () => {
    await setSwitches(author, { commentPushNotifications: false });
    received.length = 0;
    await push.pushEffect(commentEvent());
    expect(received).toEqual([]);
    await setSwitches(author, { commentPushNotifications: true, allPushNotifications: false });
    await push.pushEffect(commentEvent());
    expect(received).toEqual([]);
    await setSwitches(author, { allPushNotifications: true });
    await push.pushEffect(commentEvent());
    expect(received.map((r) => r.path)).toEqual([new URL(urls.ok).pathname]);
  });
});

describe('the notifications.account-push consumer', () => {
  it("pushes a member's account notices by their Push switches, once each", async () => {
    const m = await member('push-account');
    const url = endpoint('ok');
    await subscribe(m, url);
    await drainEvents();
    const warned = (): DomainEvent =>
      ({
        id: `push-account-${Date.now().toString(36)}-${++stamp}`,
        type: 'member.warned',
        communityId: 'cm-demo',
        occurredAt: new Date().toISOString(),
        detail: { memberId: m.memberId, reason: 'Please keep it kind.', by: 'staff', auditId: 'audit-1' },
      }) as DomainEvent;
    received.length = 0;
    const event = warned();
    await push.accountPushEffect(event);
    expect(received.map((r) => r.path)).toEqual([new URL(url).pathname]);
    // Redelivered: claimed already.
    await push.accountPushEffect(event);
    expect(received).toHaveLength(1);
    // The Push master off: nothing.
    await setSwitches(m, { allPushNotifications: false });
    await push.accountPushEffect(warned());
    expect(received).toHaveLength(1);
  });
});

describe('newPost and hotPost push', () => {
  it('pushes a new post to members with newPost Push on, once; and a hot post to its author, once', async () => {
    const [reader, author] = await Promise.all([member('push-reader'), member('push-poster')]);
    const url = endpoint('ok');
    await subscribe(reader, url);
    const authorUrl = endpoint('ok');
    await subscribe(author, authorUrl);
    const categoryId = (await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const created = await author.browser<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title: `Pushed new post ${Date.now().toString(36)}`, categoryId, content: '<p>Hi</p>' },
    });
    expect(created.status, created.text).toBe(201);
    const postId = created.json.id;
    // The platform delivered the post while the reader's newPost Push was off (the default): nothing claimed.
    await drainEvents();
    await setSwitches(reader, { newPostPushNotifications: true });
    received.length = 0;
    const newPost = await import('@hearth/functions/notifications/new-post');
    const pages = async () => {
      let from: Record<string, unknown> | undefined;
      do {
        const page = await newPost.notifyNewPostPage('cm-demo', postId, from, new Date().toISOString());
        from = page.next ?? undefined;
      } while (from);
    };
    await pages();
    expect(received.map((r) => r.path)).toEqual([new URL(url).pathname]);
    // Every page again (a redelivery): claimed per member and post, nothing more.
    await pages();
    expect(received).toHaveLength(1);

    // The post turns hot: its author has hotPost Push on.
    await setSwitches(author, { hotPostPushNotifications: true });
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: tableKeys.post('cm-demo', postId),
        UpdateExpression: 'SET score = :s',
        ExpressionAttributeValues: { ':s': 10 },
      }),
    );
    const hotPost = await import('@hearth/functions/notifications/hot-post');
    const upvote = (): DomainEvent =>
      ({
        id: `push-hot-${Date.now().toString(36)}-${++stamp}`,
        type: 'vote.cast',
        communityId: 'cm-demo',
        occurredAt: new Date().toISOString(),
        detail: { postId, memberId: reader.memberId, vote: 'upvote' },
      }) as DomainEvent;
    received.length = 0;
    await hotPost.hotPostPushEffect(upvote());
    await hotPost.hotPostPushEffect(upvote());
    expect(received.map((r) => r.path)).toEqual([new URL(authorUrl).pathname]);
  });
});
