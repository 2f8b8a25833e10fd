// Outbound webhooks over HTTP on the local platform (docs/architecture/webhooks.md): the owner registers endpoints
// (https only, Premium and above, the owner only), and a member's sign-up becomes a signed delivery to a test receiver
// on 127.0.0.1 (the local platform's loopback allowance) that the receiver verifies.
// In process: the delivery consumer (through context.ts) and the retry job run here against the platform's table, so
// this file turns the loopback allowance on and off itself and moves the job's clock through the 24 hours of retries;
// the signature module is the receiver's verifier. A redelivered event sends nothing twice, a failing endpoint is
// retried on the backoff's schedule until it is disabled and its owner e-mailed, and private addresses are never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/webhook-messages';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@hearth/shared/schemas/webhooks';
import { verifyWebhookSignature } from '@hearth/functions/webhooks/signature';
import { startReceiver } from '../support/https-receiver.ts';
import { deliverToConsumer, domainEvent, newBrowser, platform, useLocalPlatform } from './context.ts';
import { ownerWithCommunity } from './domain-flows.ts';
import { mailsTo } from './mailbox.ts';
import { member } from './members.ts';

type Browser = ReturnType<typeof newBrowser>;
const CONSUMER = 'webhooks.deliveries';
const hooks = (communityId: string) => `/api/v1/communities/${communityId}/webhooks`;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver((req, res) => {
    if (req.path === '/moved') res.writeHead(302, { location: '/elsewhere' }).end();
    else if (req.path.startsWith('/broken')) res.writeHead(500).end('down');
    else if (req.path === '/huge') {
      res.writeHead(200);
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      for (let i = 0; i < 10; i++) res.write(chunk);
      res.end();
    } else res.end('ok');
  });
});
afterAll(() => receiver.close());

/** Points this process at the platform's table and mailbox; loopback endpoints reachable only when asked. */
const inProcess = (allowLoopback: boolean) =>
  useLocalPlatform({
    LOG_LEVEL: 'SILENT',
    HEARTH_DATA_DIR: platform.dataDir,
    PUBLIC_PORT: String(platform.port),
    WEBHOOKS_ALLOW_LOOPBACK: String(allowLoopback),
  });

async function register(browser: Browser, communityId: string, url: string, eventTypes: string[]) {
  const res = await browser<WebhookEndpointWithSecret>(hooks(communityId), { body: { url, eventTypes } });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function deliveries(browser: Browser, communityId: string, endpointId: string) {
  const res = await browser<{ deliveries: WebhookDelivery[] }>(`${hooks(communityId)}/${endpointId}/deliveries`);
  expect(res.status, res.text).toBe(200);
  return res.json.deliveries;
}

describe('registering endpoints', () => {
  let owner: Awaited<ReturnType<typeof ownerWithCommunity>>;
  beforeAll(async () => {
    owner = await ownerWithCommunity('premium-plan');
  });

  it('refuses an http:// URL, no event type and an unknown one, and creates nothing', async () => {
    const bad = [
      { url: 'http://hooks.example.com/in', eventTypes: ['post.created'] },
      { url: 'https://hooks.example.com/in', eventTypes: [] },
      { url: 'https://hooks.example.com/in', eventTypes: ['post.exploded'] },
      { url: 'https://user:pw@hooks.example.com/in', eventTypes: ['post.created'] },
    ];
    const answers = await Promise.all(bad.map((body) => owner.browser(hooks(owner.communityId), { body })));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers[0]!.text).toContain(messages.webhookUrlHttps);
    const list = await owner.browser<{ endpoints: WebhookEndpoint[] }>(hooks(owner.communityId));
    expect(list.json.endpoints).toEqual([]);
  });

  it('shows the secret once, then lists, updates, rotates and deletes the endpoint', async () => {
    const created = await register(owner.browser, owner.communityId, 'https://hooks.example.com/in', ['post.created']);
    expect(created).toMatchObject({ enabled: true, eventTypes: ['post.created'], failingSince: null });
    expect(created.secret).toMatch(/^whsec_/);
    const listed = await owner.browser<{ endpoints: WebhookEndpoint[] }>(hooks(owner.communityId));
    expect(listed.json.endpoints).toHaveLength(1);
    expect(listed.json.endpoints[0]).not.toHaveProperty('secret');

    const at = `${hooks(owner.communityId)}/${created.id}`;
    const updated = await owner.browser<WebhookEndpoint>(at, {
      method: 'PATCH',
      body: { enabled: false, eventTypes: ['comment.created', 'member.joined'] },
    });
    expect(updated.json).toMatchObject({ enabled: false, eventTypes: ['comment.created', 'member.joined'] });
    const rotated = await owner.browser<WebhookEndpointWithSecret>(`${at}/secret`, { method: 'POST', body: {} });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.json.secret).not.toBe(created.secret);

    expect((await owner.browser(at, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.browser(at, { method: 'DELETE' })).status).toBe(404);
  });

  it('is Premium and above, and the owner’s alone', async () => {
    const professional = await ownerWithCommunity('professional-plan');
    const refused = await professional.browser<{ reason: string }>(hooks(professional.communityId));
    expect([refused.status, refused.json.reason]).toEqual([403, 'USERS_API_PLAN']);
    const stranger = await owner.browser(hooks(professional.communityId));
    expect(stranger.status).toBe(404);
  });
});

describe('delivery through the platform', () => {
  it('signs a member.joined delivery the receiver verifies, and logs it', async () => {
    const demoOwner = newBrowser('app.localhost');
    const signIn = await demoOwner('/api/v1/auth/sign-in', {
      body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
    });
    expect(signIn.status, signIn.text).toBe(200);
    const endpoint = await register(demoOwner, 'cm-demo', receiver.url('/joined'), ['member.joined']);
    try {
      const joined = await member('webhook', { drained: true });
      const got = receiver.received.find(
        (r) => r.path === '/joined' && JSON.parse(r.body).data.memberId === joined.memberId,
      );
      expect(got, 'a delivery for the new member').toBeDefined();
      const signature = String(got!.headers['hearth-signature']);
      const t = Number(/^t=(\d+),/.exec(signature)?.[1]);
      expect(verifyWebhookSignature(endpoint.secret, signature, got!.body, t)).toBe(true);
      expect(verifyWebhookSignature('whsec_wrong', signature, got!.body, t)).toBe(false);
      const body = JSON.parse(got!.body);
      expect(body).toMatchObject({
        type: 'member.joined',
        communityId: 'cm-demo',
        data: { memberId: joined.memberId },
      });
      expect([got!.headers['hearth-event'], got!.headers['hearth-webhook-id']]).toEqual(['member.joined', body.id]);
      expect(JSON.stringify(body)).not.toContain(joined.email);

      const log = await deliveries(demoOwner, 'cm-demo', endpoint.id);
      expect(log.find((d) => `${endpoint.id}_${d.id}` === body.id)).toMatchObject({
        status: 'succeeded',
        responseCode: 200,
        attempts: 1,
      });
    } finally {
      await demoOwner(`${hooks('cm-demo')}/${endpoint.id}`, { method: 'DELETE' });
    }
  });
});

describe('delivery in this process', () => {
  let owner: Awaited<ReturnType<typeof ownerWithCommunity>>;
  beforeAll(async () => {
    owner = await ownerWithCommunity('premium-plan');
    await inProcess(true);
  });

  const postCreated = () =>
    domainEvent('post.created', owner.communityId, { postId: 'p-hook', authorId: 'm-hook', type: 'post' });

  it('makes one delivery of an event however often the event is delivered', async () => {
    const endpoint = await register(owner.browser, owner.communityId, receiver.url('/once'), ['post.created']);
    const event = postCreated();
    expect(await deliverToConsumer(CONSUMER, event)).toBe('applied');
    expect(await deliverToConsumer(CONSUMER, event)).toBe('duplicate');
    const sent = receiver.received.filter((r) => r.headers['hearth-webhook-id'] === `${endpoint.id}_${event.id}`);
    expect(sent).toHaveLength(1);
    expect(await deliveries(owner.browser, owner.communityId, endpoint.id)).toHaveLength(1);
  });

  it('records a redirect as a failure (not followed) and a 10 MB answer as cut off', async () => {
    const moved = await register(owner.browser, owner.communityId, receiver.url('/moved'), ['comment.created']);
    const huge = await register(owner.browser, owner.communityId, receiver.url('/huge'), ['comment.created']);
    const event = domainEvent('comment.created', owner.communityId, {
      postId: 'p-hook',
      commentId: 'k-hook',
      parentId: null,
      authorId: 'm-hook',
    });
    await deliverToConsumer(CONSUMER, event);
    const [redirected] = await deliveries(owner.browser, owner.communityId, moved.id);
    expect(redirected).toMatchObject({ status: 'pending', responseCode: 302, error: 'Redirect (302) not followed.' });
    expect(receiver.received.some((r) => r.path === '/elsewhere')).toBe(false);
    const [cut] = await deliveries(owner.browser, owner.communityId, huge.id);
    expect(cut).toMatchObject({ status: 'succeeded', responseCode: 200, responseTruncated: true });
    for (const id of [moved.id, huge.id])
      await owner.browser(`${hooks(owner.communityId)}/${id}`, { method: 'DELETE' });
  });

  it('retries a failing endpoint on the backoff schedule for 24 hours, then disables it and e-mails the owner', async () => {
    const { retryWebhooks } = await import('@hearth/functions/webhooks/jobs/webhook-retries');
    const endpoint = await register(owner.browser, owner.communityId, receiver.url('/broken'), ['member.banned']);
    const event = domainEvent('member.banned', owner.communityId, {
      memberId: 'm-banned',
      until: null,
      by: 'm-staff',
      auditId: 'a-1',
    });
    await deliverToConsumer(CONSUMER, event);
    const attemptsAt: number[] = [];
    for (let delivery = (await deliveries(owner.browser, owner.communityId, endpoint.id))[0]!; ;) {
      attemptsAt.push(Date.parse(delivery.lastAttemptAt!));
      if (delivery.status !== 'pending' || attemptsAt.length > 20) break;
      const due = Date.parse(delivery.nextAttemptAt!);
      // A run just before the next attempt is due sends nothing; one at that time sends it.
      await retryWebhooks(jobContext(new Date(due - 1_000)));
      expect((await deliveries(owner.browser, owner.communityId, endpoint.id))[0]!.attempts).toBe(delivery.attempts);
      await retryWebhooks(jobContext(new Date(due)));
      delivery = (await deliveries(owner.browser, owner.communityId, endpoint.id))[0]!;
      expect(delivery.responseCode).toBe(500);
    }
    const minutes = attemptsAt.map((at) => Math.round((at - attemptsAt[0]!) / 60_000));
    expect(minutes).toEqual([0, 1, 3, 7, 15, 31, 63, 127, 255, 495, 735, 975, 1215, 1440]);
    const sent = receiver.received.filter((r) => r.headers['hearth-webhook-id'] === `${endpoint.id}_${event.id}`);
    expect(sent).toHaveLength(14);

    const list = await owner.browser<{ endpoints: WebhookEndpoint[] }>(hooks(owner.communityId));
    expect(list.json.endpoints.find((e) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });
    const mails = (await mailsTo(owner.email)).filter((m) => m.subject.includes('webhook endpoint'));
    expect(mails).toHaveLength(1);
  });

  it('delivers every event once to a healthy endpoint while the one beside it fails and is retried', async () => {
    const { retryWebhooks } = await import('@hearth/functions/webhooks/jobs/webhook-retries');
    const healthy = await register(owner.browser, owner.communityId, receiver.url('/healthy'), ['post.created']);
    const failing = await register(owner.browser, owner.communityId, receiver.url('/broken-side'), ['post.created']);
    const events = Array.from({ length: 40 }, postCreated);
    for (const event of events) await deliverToConsumer(CONSUMER, event);
    const sentTo = (endpointId: string) =>
      receiver.received
        .map((r) => String(r.headers['hearth-webhook-id']))
        .filter((id) => id.startsWith(`${endpointId}_`))
        .sort();
    const expected = (endpointId: string) => events.map((e) => `${endpointId}_${e.id}`).sort();
    expect(sentTo(healthy.id)).toEqual(expected(healthy.id));
    expect(sentTo(failing.id)).toEqual(expected(failing.id));

    // A minute on, the job sends each failed delivery once more, and nothing to the healthy endpoint.
    await retryWebhooks(jobContext(new Date(Date.now() + 61_000)));
    expect(sentTo(healthy.id)).toEqual(expected(healthy.id));
    expect(sentTo(failing.id)).toEqual([...expected(failing.id), ...expected(failing.id)].sort());
    const log = await deliveries(owner.browser, owner.communityId, failing.id);
    expect(log.map((d) => [d.status, d.attempts])).toEqual(events.map(() => ['pending', 2]));
    for (const { id } of [healthy, failing]) {
      await owner.browser(`${hooks(owner.communityId)}/${id}`, { method: 'DELETE' });
    }
  });

  it('refuses endpoints at 127.0.0.1, 10.0.0.1 and 169.254.169.254 at delivery time, connecting to none', async () => {
    await inProcess(false);
    const port = new URL(receiver.url()).port;
    const urls = [`https://127.0.0.1:${port}/private`, 'https://10.0.0.1/hook', 'https://169.254.169.254/latest'];
    const endpoints = [];
    for (const url of urls) endpoints.push(await register(owner.browser, owner.communityId, url, ['post.approved']));
    await deliverToConsumer(
      CONSUMER,
      domainEvent('post.approved', owner.communityId, { postId: 'p-hook', authorId: 'm-hook', by: 'm-staff' }),
    );
    for (const endpoint of endpoints) {
      const [refused] = await deliveries(owner.browser, owner.communityId, endpoint.id);
      expect(refused).toMatchObject({
        status: 'pending',
        attempts: 1,
        responseCode: null,
        error: 'The host resolves to an address that is not public.',
      });
    }
    expect(receiver.received.some((r) => r.path === '/private')).toBe(false);
    for (const { id } of endpoints) await owner.browser(`${hooks(owner.communityId)}/${id}`, { method: 'DELETE' });
  });
});

/** A job run at a given time, with as long as it needs. */
const jobContext = (now: Date) => ({
  now: () => now,
  timeLeftMs: () => 60_000,
  checkpoint: { load: async () => undefined, save: async () => undefined, clear: async () => undefined },
});
