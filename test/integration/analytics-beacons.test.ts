// The analytics write path over HTTP on the local platform: the community site's beacon batches (as
// navigator.sendBeacon posts them: text/plain, no CSRF header) reach the analytics consumer through the outbox, and
// the community's day, the visitor's day and "online now" hold exactly what was sent; a redelivery changes nothing;
// Do-Not-Track, Global Privacy Control and bots store nothing; bad input gets a clear 4xx. Each test file makes a
// community of its own, so the demo's seeded numbers are never touched.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { BEACONS_PER_ADDRESS_PER_MINUTE } from '@hearth/shared/constants/analytics';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { app, deliverToConsumer, drainEvents, platform, table } from './context.ts';
import { type Owner, ownerWithCommunity } from './domain-flows.ts';
import { hostClient, randomLoopback } from '../support/http.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let owner: Owner;
let host: string;

type Send = ReturnType<typeof hostClient>;

/** A beacon as the site sends it: text/plain, no CSRF header, from one client address (or a signed-in browser). */
function beacon(body: unknown, headers: Record<string, string> = {}, address = randomLoopback(), via?: Send) {
  return (via ?? hostClient(platform.port, host, { localAddress: address }))('/api/v1/beacon', {
    method: 'POST',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    csrf: false,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': FIREFOX_LINUX, ...headers },
  });
}

const today = () => new Date().toISOString().slice(0, 10);

async function analyticsDay(day = today()) {
  const out = await table.send(
    new GetCommand({ TableName: 'hearth', Key: keys.analyticsDay(owner.communityId, day), ConsistentRead: true }),
  );
  return out.Item ?? {};
}

async function rawBatches(day = today()) {
  const out = await table.send(
    new QueryCommand({
      TableName: 'hearth',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.beaconIndex(owner.communityId, day, '').GSI1PK },
    }),
  );
  return (out.Items ?? []) as Array<DomainEvent<'analytics.beacons'> & { ttl: number }>;
}

beforeAll(async () => {
  owner = await ownerWithCommunity();
  host = `${owner.subdomain}.localhost`;
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: keys.community(owner.communityId),
      UpdateExpression: 'SET isSampleAnalytics = :t',
      ExpressionAttributeValues: { ':t': true },
    }),
  );
});

describe('beacons → aggregates', () => {
  it('stores a guest batch in one event item and aggregates it exactly: views, visitors, sessions, device, country', async () => {
    // Midday today (UTC) would be ahead of the clock before noon: the items sit in the last minutes instead.
    const t0 = Date.now() - 120_000;
    const guest = randomLoopback();
    const first = await beacon(
      {
        communityId: owner.communityId,
        items: [
          { k: 'view', at: t0, path: '/' },
          { k: 'beat', at: t0 + 15_000 },
          { k: 'view', at: t0 + 30_000, path: '/p/1' },
        ],
      },
      { 'x-hearth-dev-country': 'de' },
      guest,
    );
    expect(first.status, first.text).toBe(204);
    expect(first.text).toBe('');
    const second = await beacon(
      { communityId: owner.communityId, items: [{ k: 'beat', at: t0 + 45_000 }] },
      { 'x-hearth-dev-country': 'DE' },
      guest,
    );
    expect(second.status, second.text).toBe(204);
    await drainEvents();

    const raw = await rawBatches(new Date(t0).toISOString().slice(0, 10));
    expect(raw).toHaveLength(2);
    expect(raw[0]!.detail).toMatchObject({ device: 'desktop', os: 'Linux', country: 'DE' });
    expect(raw[0]!.detail.visitor).toMatch(/^g:[0-9a-f]{20}$/);
    expect(raw[1]!.detail.visitor).toBe(raw[0]!.detail.visitor);
    expect(raw[0]!.ttl - Date.now() / 1000).toBeGreaterThan(89 * 86_400);

    expect(await analyticsDay(new Date(t0).toISOString().slice(0, 10))).toMatchObject({
      views: 2,
      visitors: 1,
      sessions: 1,
      seconds: 45,
      'dev:desktop': 1,
      'os:Linux': 1,
      'cc:DE': 1,
    });
    const community = await table.send(
      new GetCommand({ TableName: 'hearth', Key: keys.community(owner.communityId), ConsistentRead: true }),
    );
    expect(community.Item?.isSampleAnalytics).toBeUndefined();
  });

  it('counts a signed-in member as a member visitor under their id, on a phone, with no country', async () => {
    const member = await signedInAccount(host, 'beacon');
    const session = await member.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
    const memberId = session.json.user.memberId;
    const before = await analyticsDay();
    const res = await beacon(
      { communityId: owner.communityId, items: [{ k: 'view', at: Date.now() - 5_000, path: '/' }] },
      { 'user-agent': IPHONE },
      undefined,
      member.browser,
    );
    expect(res.status, res.text).toBe(204);
    await drainEvents();
    const after = await analyticsDay();
    expect(after.visitors - (before.visitors ?? 0)).toBe(1);
    expect(after.memberVisitors - (before.memberVisitors ?? 0)).toBe(1);
    expect((after['dev:mobile'] ?? 0) - (before['dev:mobile'] ?? 0)).toBe(1);
    const visitorDay = await table.send(
      new GetCommand({ TableName: 'hearth', Key: keys.visitorDay(owner.communityId, `m:${memberId}`, today()) }),
    );
    expect(visitorDay.Item).toMatchObject({ memberId, device: 'mobile', os: 'iOS', country: null, sessions: 1 });
    const online = await table.send(
      new GetCommand({
        TableName: 'hearth',
        Key: keys.onlineMinute(owner.communityId, new Date(Date.now() - 5_000).toISOString().slice(0, 16)),
      }),
    );
    expect([...(online.Item?.members ?? [])]).toContain(`m:${memberId}`);
  });

  it('applies a redelivered batch once: the aggregates do not change', async () => {
    const before = await analyticsDay();
    const raw = await rawBatches();
    for (const item of raw) {
      const { id, type, communityId, occurredAt, detail } = item;
      expect(await deliverToConsumer('analytics.event-counts', { id, type, communityId, occurredAt, detail })).toBe(
        'duplicate',
      );
    }
    expect(await analyticsDay()).toEqual(before);
  });
});

describe('the rebuild', () => {
  it('recounts the same aggregates from the raw batches and marks them, so a later delivery is a duplicate', async () => {
    const before = await analyticsDay();
    const res = await app<{ batches: number; days: number }>('/_dev/analytics/rebuild', {
      method: 'POST',
      body: { communityId: owner.communityId, from: today(), to: today() },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ days: 1 });
    expect(await analyticsDay()).toEqual(before);
    const [first] = await rawBatches();
    const { id, type, communityId, occurredAt, detail } = first!;
    expect(await deliverToConsumer('analytics.event-counts', { id, type, communityId, occurredAt, detail })).toBe(
      'duplicate',
    );
    expect(await analyticsDay()).toEqual(before);
  });
});

describe('the demo data', () => {
  it('gives the demo community 30 days of aggregated visits and no sample flag', async () => {
    const get = (Key: Record<string, string>) => table.send(new GetCommand({ TableName: 'hearth', Key }));
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    for (const ago of [1, 15, 29]) {
      const item = (await get(keys.analyticsDay('cm-demo', day(ago)))).Item;
      expect(item?.visitors, day(ago)).toBeGreaterThan(3);
      expect(item?.views).toBeGreaterThanOrEqual(item?.visitors);
      expect(item?.memberVisitors).toBeGreaterThan(0);
    }
    expect((await get(keys.community('cm-demo'))).Item?.isSampleAnalytics).toBeUndefined();
  });
});

describe('nothing stored', () => {
  it.each([
    ['Do-Not-Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a bot', { 'user-agent': GOOGLEBOT }],
  ])('for %s: 204 and no batch', async (_, headers) => {
    const before = (await rawBatches()).length;
    const res = await beacon(
      { communityId: owner.communityId, items: [{ k: 'view', at: Date.now(), path: '/' }] },
      headers,
    );
    expect(res.status, res.text).toBe(204);
    expect((await rawBatches()).length).toBe(before);
  });

  it('for items older than a day or further than 5 minutes ahead: 204 and no batch', async () => {
    const before = (await rawBatches()).length;
    const res = await beacon({
      communityId: owner.communityId,
      items: [
        { k: 'view', at: Date.now() - 25 * 3_600_000, path: '/' },
        { k: 'beat', at: Date.now() + 10 * 60_000 },
      ],
    });
    expect(res.status, res.text).toBe(204);
    expect((await rawBatches()).length).toBe(before);
  });
});

describe('bad input', () => {
  it('refuses a batch for another community with 400', async () => {
    const res = await beacon({ communityId: 'another-community', items: [{ k: 'view', at: Date.now(), path: '/' }] });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ message: messages.beaconForAnotherCommunity });
  });

  it('refuses a 1 MB body with 413', async () => {
    const res = await beacon('x'.repeat(1024 * 1024));
    expect(res.status, res.text).toBe(413);
    expect(res.json).toMatchObject({ message: messages.beaconTooLarge });
  });

  it('refuses malformed JSON and a batch the schema refuses with 400', async () => {
    expect((await beacon('{"communityId":')).status).toBe(400);
    const empty = await beacon({ communityId: owner.communityId, items: [] });
    expect(empty.status, empty.text).toBe(400);
    expect(empty.json).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('answers 429 to a flood from one address, with the seconds to wait', async () => {
    const address = randomLoopback();
    const body = { communityId: owner.communityId, items: [{ k: 'beat', at: Date.now() }] };
    const answers: Array<{ status: number; retryAfter: number }> = [];
    // Twice the limit and one more: whichever way the fixed minute falls, one window holds more than the limit.
    for (let i = 0; i <= 2 * BEACONS_PER_ADDRESS_PER_MINUTE; i++) {
      const res = await beacon(body, { dnt: '1' }, address);
      answers.push({ status: res.status, retryAfter: Number(res.headers['retry-after'] ?? 0) });
    }
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([204, 429]));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.every((a) => a.retryAfter >= 1 && a.retryAfter <= 60)).toBe(true);
    // Another address is not limited by this one's flood.
    expect((await beacon(body, { dnt: '1' })).status).toBe(204);
  });
});
