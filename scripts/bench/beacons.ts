// The analytics write path on a local platform of its own (events paused: in AWS the consumer runs in its own
// Lambda, so the endpoint rows measure the endpoint alone):
// - the beacon endpoint through the local gateway with autocannon: POST /api/v1/beacon as navigator.sendBeacon sends
//   it (text/plain, no CSRF header), one batch of 5 items per request, at a fixed 1,000 batches/s and then as fast as
//   it goes, and over one connection (no queueing): p50/p99 and batches/s (the per-address limit raised for the bench: every request is one address here);
// - the DynamoDB requests of one batch through the analytics Lambda's entry in this process, warm (reads and writes);
// - 100,000 beacons (page views and heartbeats) from 1,000 visitors (members and guests) over 30 simulated days, in
//   batches of 1–20 items, stored as the endpoint stores them and delivered to the analytics consumer in this process
//   (16 at a time): every analyticsDay counter equals a recount of the raw batches (the rebuild's pure recount); then
//   every event is delivered again: each is a duplicate and no counter changes.
import autocannon from 'autocannon';
import { ulid } from 'ulid';
import { seededRandom } from '@hearth/functions/platform/seeded-random';
import type { BeaconItem } from '@hearth/shared/schemas/analytics';
import type { DomainEvent, EventDetail } from '@hearth/shared/schemas/events';
import { invokeInProcess } from './in-process.ts';

const HOST = 'demo.localhost';
const COMMUNITY = 'cm-demo';
const BENCH_COMMUNITY = 'cm-bench-beacons';
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

export interface BeaconsBench {
  /** Items (beacons) in each load request's batch. */
  itemsPerBatch: number;
  /** One connection, one request after another: the latency of a batch without queueing. */
  single: { p50: number; p99: number; batchesPerSec: number; non2xx: number };
  fixed: { p50: number; p99: number; batchesPerSec: number; non2xx: number };
  max: { p50: number; p99: number; batchesPerSec: number; non2xx: number };
  requestsPerBatch: number;
  beacons: number;
  batches: number;
  visitors: number;
  countersCompared: number;
  countersOff: number;
  redelivered: { duplicates: number; countersOff: number };
  deliverSeconds: number;
}

const body = () =>
  JSON.stringify({
    communityId: COMMUNITY,
    items: [
      { k: 'view', at: Date.now() - 60_000, path: '/' },
      { k: 'beat', at: Date.now() - 45_000 },
      { k: 'beat', at: Date.now() - 30_000 },
      { k: 'view', at: Date.now() - 20_000, path: '/p/1' },
      { k: 'beat', at: Date.now() - 5_000 },
    ],
  });

async function load(port: number, rate: number | null, seconds: number, connections = 16) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/beacon`,
    method: 'POST',
    headers: { host: `${HOST}:${port}`, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA },
    body: body(),
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    batchesPerSec: result.requests.average,
    non2xx: result.non2xx,
  };
}

/** The DynamoDB requests (every command) the analytics Lambda sends for one batch, warm, averaged over 50. */
async function requestsPerBatch(port: number): Promise<number> {
  const { db } = await import('@hearth/functions/platform/db/client');
  const { client } = await db();
  const counter = { requests: 0 };
  client.middlewareStack.add(
    (next) => async (args) => {
      counter.requests += 1;
      return next(args);
    },
    { step: 'initialize', name: 'beacon-bench-counter' },
  );
  const send = () =>
    invokeInProcess({
      entry: '@hearth/functions/analytics/index',
      method: 'POST',
      path: '/api/v1/beacon',
      routeKey: 'POST /api/v1/beacon',
      headers: { host: `${HOST}:${port}`, 'content-type': 'text/plain', 'user-agent': UA },
      body: body(),
      remoteAddress: '127.0.0.9',
    });
  const warm = await send();
  if (warm.statusCode !== 204) throw new Error(`beacon answered ${warm.statusCode}: ${warm.body}`);
  counter.requests = 0;
  for (let i = 0; i < 50; i++) await send();
  return counter.requests / 50;
}

type BeaconEvent = DomainEvent<'analytics.beacons'>;

/** 100,000 items from 1,000 visitors over the 30 days before today, in batches of 1–20 items. */
function generate(total: number, visitors: number, days: number): BeaconEvent[] {
  const random = seededRandom(33);
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const devices = ['desktop', 'mobile', 'tablet'] as const;
  const oses = ['Windows', 'macOS', 'iOS', 'Android', 'Linux'];
  const countries = ['US', 'GB', 'DE', 'FR', 'BR', 'IN', null];
  const events: BeaconEvent[] = [];
  let made = 0;
  while (made < total) {
    const v = Math.floor(random() * visitors);
    const member = v < visitors / 4;
    const day = today - (1 + Math.floor(random() * days)) * DAY_MS;
    let at = day + Math.floor(random() * (DAY_MS - 30 * 60_000));
    const count = Math.min(total - made, 1 + Math.floor(random() * 20));
    const items: BeaconItem[] = [];
    for (let i = 0; i < count; i++) {
      items.push(i === 0 || random() < 0.2 ? { k: 'view', at, path: '/' } : { k: 'beat', at });
      at += random() < 0.05 ? 40 * 60_000 : 15_000;
    }
    made += count;
    const detail: EventDetail<'analytics.beacons'> = {
      visitor: member ? `m:bench-${v}` : `g:${v.toString(16).padStart(20, '0')}`,
      ...(member ? { memberId: `bench-${v}` } : {}),
      device: devices[v % 3]!,
      os: oses[v % oses.length]!,
      country: countries[v % countries.length]!,
      items,
    };
    events.push({
      id: ulid(items[0]!.at),
      type: 'analytics.beacons',
      communityId: BENCH_COMMUNITY,
      occurredAt: new Date(items.at(-1)!.at).toISOString(),
      detail,
    });
  }
  return events;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The analyticsDay counters of the bench community against the recount: how many compared, how many differ. */
async function compare(expected: Map<string, { totals: Record<string, number>; retained: Set<string> }>) {
  const [{ getItem }, { keys }] = await Promise.all([
    import('@hearth/functions/platform/db/get'),
    import('@hearth/functions/platform/db/keys'),
  ]);
  let compared = 0;
  let off = 0;
  for (const [day, { totals }] of expected) {
    const item = (await getItem<Record<string, unknown>>(keys.analyticsDay(BENCH_COMMUNITY, day))) ?? {};
    const names = new Set([
      ...Object.keys(totals),
      ...Object.keys(item).filter((k) => /^(views|visitors|memberVisitors|sessions|seconds|dev:|os:|cc:)/.test(k)),
    ]);
    for (const name of names) {
      compared += 1;
      if (Number(item[name] ?? 0) !== (totals[name] ?? 0)) off += 1;
    }
  }
  return { compared, off };
}

export async function benchBeacons(port: number): Promise<BeaconsBench> {
  // Warm the gateway, the Lambda's chunks and the tenancy cache.
  await load(port, 200, 2);
  const single = await load(port, null, 10, 1);
  const fixed = await load(port, 1_000, 10);
  const max = await load(port, null, 10);
  const perBatch = await requestsPerBatch(port);

  const DAYS = 30;
  const events = generate(100_000, 1_000, DAYS);
  const [{ putBeaconBatchItem }, { eventCounts }, { applyOnce }, { recount, daysBetween }] = await Promise.all([
    import('@hearth/functions/analytics/store/collect'),
    import('@hearth/functions/analytics/consumers/event-counts'),
    import('@hearth/functions/platform/events/consumer'),
    import('@hearth/functions/analytics/rebuild'),
  ]);
  await pool(events, 16, (e) => putBeaconBatchItem(e));
  const started = performance.now();
  await pool(events, 16, async (e) => {
    await applyOnce(eventCounts, e);
  });
  const deliverSeconds = (performance.now() - started) / 1000;
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
  const counted = recount(events, { from, to: today }, new Map());
  if (counted.days.size !== daysBetween(from, today).length) throw new Error('the recount missed days');
  const first = await compare(counted.days);
  let duplicates = 0;
  await pool(events, 16, async (e) => {
    if ((await applyOnce(eventCounts, e)) === 'duplicate') duplicates += 1;
  });
  const again = await compare(counted.days);
  return {
    itemsPerBatch: 5,
    single,
    fixed,
    max,
    requestsPerBatch: perBatch,
    beacons: events.reduce((n, e) => n + e.detail.items.length, 0),
    batches: events.length,
    visitors: new Set(events.map((e) => e.detail.visitor)).size,
    countersCompared: first.compared,
    countersOff: first.off,
    redelivered: { duplicates, countersOff: again.off },
    deliverSeconds,
  };
}
