// Outbound webhooks' numbers, on a platform of its own with the demo seed (the local platform allows loopback
// endpoints; a receiver's self-signed certificate is trusted on loopback only), to an HTTPS receiver on 127.0.0.1:
// - delivery lag: a member's post created through the gateway (its event committed with it) until the signed
//   `post.created` POST for that post reaches the receiver, through the platform's own delivery (stream reader →
//   dispatcher → the deliveries consumer, which sends right after its commit);
// - volume: `member.banned` events (a cheap type: few other consumers) written as outbox items straight to the table,
//   delivered by the platform to two endpoints, one answering 200 and one 500. The healthy one must get every event
//   exactly once (counted by Hearth-Webhook-Id); every event must have a delivery item per endpoint; each failing one
//   must be pending with its next attempt where the backoff puts it. Then the platform's own retry job (every 5 s
//   locally) sends each failing delivery again once its minute is up, and nothing more to the healthy endpoint.
import type { WebhookEndpointWithSecret } from '@hearth/shared/schemas/webhooks';
import { browser } from '../../test/support/http.ts';
import { startReceiver } from '../../test/support/https-receiver.ts';
import { drain, writeAll } from './seed.ts';
import { percentile } from './stats.ts';

const COMMUNITY = 'cm-demo';
const hooks = `/api/v1/communities/${COMMUNITY}/webhooks`;
/** How long the bench waits for the platform's retry job to send every failing delivery a second time. */
const RETRY_WAIT_MS = 240_000;

export interface WebhooksBench {
  lag: { samples: number; p50: number; p99: number };
  events: number;
  /** From the first outbox write until the drain returned (every event's deliveries sent once). */
  deliveredSeconds: number;
  healthy: { received: number; unique: number; duplicates: number; missing: number; succeeded: number };
  failing: { firstAttempts: number; pending: number; offSchedule: number; inRetryClaim: number };
  /** Events without a delivery item for one of the two endpoints. */
  lost: number;
  retry: {
    /** Failing deliveries sent a second time by the platform's job within the wait. */
    resent: number;
    /** Second attempts sent before their minute was up, or whose next attempt is not the backoff's. */
    offSchedule: number;
    seconds: number;
    /** Deliveries to the healthy endpoint after the volume drained (none expected). */
    healthyExtra: number;
  };
}

const until = async (check: () => boolean, limitMs: number) => {
  const end = Date.now() + limitMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 250));
  return check();
};

export async function benchWebhooks(port: number, events = 1000, lagSamples = 50): Promise<WebhooksBench> {
  const arrivals = new Map<string, number>(); // a post's id → when its post.created delivery arrived
  const receiver = await startReceiver((req, res) => {
    if (req.path === '/lag') arrivals.set(JSON.parse(req.body).data.postId, performance.now());
    if (req.path === '/failing') res.writeHead(500).end('down');
    else res.end('ok');
  });
  try {
    const owner = browser(port, 'app.localhost');
    const signedIn = await owner('/api/v1/auth/sign-in', {
      body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
    });
    if (signedIn.status !== 200) throw new Error(`owner sign-in answered ${signedIn.status}`);
    const register = async (path: string, eventTypes: string[]) => {
      const res = await owner<WebhookEndpointWithSecret>(hooks, { body: { url: receiver.url(path), eventTypes } });
      if (res.status !== 201) throw new Error(`webhook registration answered ${res.status}: ${res.text}`);
      return res.json.id;
    };
    await register('/lag', ['post.created']);
    const lag = await deliveryLag(port, arrivals, lagSamples);

    const healthyId = await register('/healthy', ['member.banned']);
    const failingId = await register('/failing', ['member.banned']);
    const volume = await volumeRun(port, receiver.received, healthyId, failingId, events);
    return { lag, ...volume };
  } finally {
    await receiver.close();
  }
}

async function deliveryLag(port: number, arrivals: Map<string, number>, samples: number) {
  const member = browser(port, 'demo.localhost');
  const signedIn = await member('/api/v1/auth/sign-in', {
    body: { email: 'member@hearth.local', password: 'hearth-demo-1' },
  });
  if (signedIn.status !== 200) throw new Error(`member sign-in answered ${signedIn.status}`);
  const categoryId = (await member<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  await drain(port);
  const lags: number[] = [];
  for (let i = 0; i < samples; i++) {
    // From before the request: the commit happens inside it, so this is an upper bound on commit → arrival.
    const t = performance.now();
    const created = await member<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title: `Webhook lag ${i}`, categoryId, content: '<p>Delivered to a receiver</p>' },
    });
    if (created.status !== 201) throw new Error(`post answered ${created.status}: ${created.text}`);
    if (!(await until(() => arrivals.has(created.json.id), 30_000))) throw new Error('a post.created never arrived');
    lags.push(arrivals.get(created.json.id)! - t);
  }
  return { samples: lags.length, p50: percentile(lags, 50), p99: percentile(lags, 99) };
}

type Received = Awaited<ReturnType<typeof startReceiver>>['received'];

async function volumeRun(port: number, received: Received, healthyId: string, failingId: string, count: number) {
  const { outboxEvent } = await import('@hearth/functions/platform/events/port');
  const store = await import('@hearth/functions/webhooks/store');
  const { eachLimited } = await import('@hearth/functions/platform/each-limited');
  const { nextWebhookAttempt, webhookRetryDelayMs } = await import('@hearth/shared/rules/webhooks');
  const run = Date.now().toString(36);
  const outbox = Array.from({ length: count }, (_, i) =>
    outboxEvent('member.banned', COMMUNITY, {
      memberId: `mb-hook-${run}-${i}`,
      until: null,
      by: 'mb-bench',
      auditId: `a-${i}`,
    }),
  );
  const idsTo = (endpointId: string) =>
    received.map((r) => String(r.headers['hearth-webhook-id'])).filter((id) => id.startsWith(`${endpointId}_`));
  await drain(port);
  const t = performance.now();
  await writeAll(outbox.map((o) => o.item.Put!.Item as Record<string, unknown>));
  await drain(port);
  const deliveredSeconds = (performance.now() - t) / 1000;

  const healthySent = idsTo(healthyId);
  const healthyUnique = new Set(healthySent);
  const failingFirst = new Set(idsTo(failingId));
  const deliveries = new Map<string, Awaited<ReturnType<typeof store.getDelivery>>>();
  const readAll = () =>
    eachLimited(
      outbox.flatMap((o) => [healthyId, failingId].map((endpointId) => ({ endpointId, id: o.event.id }))),
      async ({ endpointId, id }) =>
        deliveries.set(`${endpointId}_${id}`, await store.getDelivery(COMMUNITY, endpointId, id)),
      16,
    );
  await readAll();
  const onSchedule = (d: NonNullable<Awaited<ReturnType<typeof store.getDelivery>>>) =>
    d.status === 'pending' &&
    d.nextAttemptAt ===
      new Date(
        nextWebhookAttempt(Date.parse(d.firstAttemptAt!), Date.parse(d.lastAttemptAt!), d.attempts)!,
      ).toISOString();
  let lost = 0;
  let succeeded = 0;
  let pending = 0;
  const offFirst: Array<{ id: string; attempts: number }> = [];
  for (const { event } of outbox) {
    const healthy = deliveries.get(`${healthyId}_${event.id}`);
    const failing = deliveries.get(`${failingId}_${event.id}`);
    if (!healthy || !failing) lost++;
    if (healthy?.status === 'succeeded' && healthy.attempts === 1) succeeded++;
    if (failing?.status === 'pending') pending++;
    if (failing && !onSchedule(failing)) offFirst.push({ id: event.id, attempts: failing.attempts });
  }
  // When delivering the volume takes over a minute, the retry job is already at work: a delivery it has claimed for
  // its next attempt carries the claim's lease until that send is saved. Read again a moment later, such a delivery
  // has one attempt more and is on schedule; one still off schedule is counted.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  let offSchedule = 0;
  for (const off of offFirst) {
    const again = await store.getDelivery(COMMUNITY, failingId, off.id);
    if (!again || again.attempts <= off.attempts || !onSchedule(again)) offSchedule++;
  }

  // The platform's retry job sends each failing delivery again once a minute has passed since its first attempt.
  const r = performance.now();
  await until(() => idsTo(failingId).length >= 2 * count, RETRY_WAIT_MS);
  const retrySeconds = (performance.now() - r) / 1000;
  await readAll();
  let resent = 0;
  let retryOff = 0;
  for (const { event } of outbox) {
    const d = deliveries.get(`${failingId}_${event.id}`);
    if (!d || d.attempts < 2) continue;
    resent++;
    const waited = Date.parse(d.lastAttemptAt!) - Date.parse(d.firstAttemptAt!);
    if (!onSchedule(d) || (d.attempts === 2 && waited < webhookRetryDelayMs(1))) retryOff++;
  }
  return {
    events: count,
    deliveredSeconds,
    healthy: {
      received: healthySent.length,
      unique: healthyUnique.size,
      duplicates: healthySent.length - healthyUnique.size,
      missing: outbox.filter((o) => !healthyUnique.has(`${healthyId}_${o.event.id}`)).length,
      succeeded,
    },
    failing: { firstAttempts: failingFirst.size, pending, offSchedule, inRetryClaim: offFirst.length - offSchedule },
    lost,
    retry: {
      resent,
      offSchedule: retryOff,
      seconds: retrySeconds,
      healthyExtra: idsTo(healthyId).length - healthySent.length,
    },
  };
}
