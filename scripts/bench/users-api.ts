// The Users API's numbers, on a platform of its own with the demo seed (the demo community is on a plan with the API):
// - the API-key step of the middy chain in this process (platform/http/api-key.ts with the integrations' verifier):
//   the bearer check alone with the per-container key cache warm (a hash and a map lookup), the same check with the
//   cache emptied before each call (one read of the key and its community), the per-key rate limit's count alone (one
//   UpdateItem), and the whole step (check, count, scope) as a request goes through it, interleaved with the same step
//   whose count writes nothing (the rate limit's cost is the difference);
// - the public feed read (`GET /api/public/v1/posts`) through the integrations Lambda's entry in this process (60 posts
//   added by a member first, so hot and new have pages to follow), counting the DynamoDB reads a page sends cold and warm (and the writes: the rate limit's counter), then through the gateway
//   with the key as a bearer.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { CreatedApiKey } from '@hearth/shared/schemas/api-keys';
import { browser, hostClient } from '../../test/support/http.ts';
import { invokeInProcess } from './in-process.ts';
import { drain } from './seed.ts';
import { countingClient } from './read-counter.ts';
import { percentile, timeInterleaved, timeSequential } from './stats.ts';

const COMMUNITY = 'cm-demo';
const HOST = 'demo.localhost';
const FEED_PATH = '/api/public/v1/posts';

type Spread = { p50: number; p99: number };
const spread = (times: number[]): Spread => ({ p50: percentile(times, 50), p99: percentile(times, 99) });

export interface UsersApiBench {
  /** The bearer check with the key cached (in process), ms. */
  verifyWarm: Spread;
  /** The bearer check with the key's cache entry dropped first: one read of the key and its community, ms. */
  verifyCold: Spread;
  /** The key's rate-limit count alone (one UpdateItem), ms. */
  rateCount: Spread;
  /** The whole API-key step (query check, bearer check warm, rate count, scope), ms. */
  step: Spread;
  /** The same step with the count answered without its write, interleaved call by call with `step`, ms. */
  stepUncounted: Spread;
  /** Feed pages read (home, hot and new, following the cursor) and the most DynamoDB reads of a cold and a warm one. */
  pagesMeasured: number;
  coldMaxReads: number;
  warmMaxReads: number;
  /** The most DynamoDB writes of a warm page (the rate limit's counter). */
  warmMaxWrites: number;
  /** Page 1 through the gateway with the key as a bearer, ms. */
  gateway: Spread;
}

/** Counts every write command (the rate limit's counter, "last used") the functions' client sends in this process. */
async function writeCounter(name: string) {
  const { db } = await import('@hearth/functions/platform/db/client');
  const { client } = await db();
  const counter = { requests: 0 };
  const writes = ['UpdateItemCommand', 'PutItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand'];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (writes.includes(context.commandName ?? '')) counter.requests += 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  return counter;
}

/** A read key of the demo community, made by its owner on the owner app. */
async function demoKey(port: number): Promise<string> {
  const owner = browser(port, 'app.localhost');
  const signedIn = await owner('/api/v1/auth/sign-in', {
    body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
  });
  if (signedIn.status !== 200) throw new Error(`owner sign-in answered ${signedIn.status}`);
  const res = await owner<CreatedApiKey>(`/api/v1/communities/${COMMUNITY}/api-keys`, {
    body: { name: 'Bench', scope: 'read' },
  });
  if (res.status !== 201) throw new Error(`key creation answered ${res.status}: ${res.text}`);
  return res.json.token;
}

async function benchStep(token: string, calls: number) {
  const { apiKeyAuthentication } = await import('@hearth/functions/platform/http/api-key');
  const { apiKeyVerifier, forgetKey } = await import('@hearth/functions/integrations/verify');
  const { keyIdOf } = await import('@hearth/functions/integrations/key-format');
  const { publicListPosts } = await import('@hearth/shared/contracts/public-api');
  const { API_KEY_PREFIX } = await import('@hearth/shared/constants/api-keys');
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: HOST };
  const keyId = keyIdOf(token)!;
  const verify = async () => {
    if (!(await apiKeyVerifier.verify(token, tenant, Date.now()))) throw new Error('the bench key was refused');
  };
  const caller = (await apiKeyVerifier.verify(token, tenant, Date.now()))!;
  // The same step with the rate limit's count answered without a write: the difference is the limit's cost.
  const uncounted = { verify: apiKeyVerifier.verify, count: async () => ({ limit: 1, remaining: 1, resetAt: 0 }) };
  const stepWith = (verifier: typeof apiKeyVerifier) => {
    const step = apiKeyAuthentication(
      publicListPosts,
      verifier,
      API_KEY_PREFIX,
      () => tenant,
      () => undefined,
    );
    const event = {
      headers: { authorization: `Bearer ${token}`, host: HOST },
      queryStringParameters: { sort: 'hot' },
    } as unknown as APIGatewayProxyEventV2;
    return () => step.before!({ event } as Parameters<NonNullable<typeof step.before>>[0]);
  };

  await timeSequential(1000, verify);
  const verifyWarm = await timeSequential(calls, verify);
  const cold: number[] = [];
  for (let i = 0; i < Math.min(calls, 1000); i++) {
    forgetKey(COMMUNITY, keyId);
    cold.push(...(await timeSequential(1, verify)));
  }
  const count = () => apiKeyVerifier.count(caller, Date.now());
  await timeSequential(200, count);
  const rateCount = await timeSequential(Math.min(calls, 2000), count);
  const [full, bare] = [stepWith(apiKeyVerifier), stepWith(uncounted)];
  await timeInterleaved(200, full, bare);
  const steps = await timeInterleaved(Math.min(calls, 2000), full, bare);
  return {
    verifyWarm: spread(verifyWarm),
    verifyCold: spread(cold),
    rateCount: spread(rateCount),
    step: spread(steps.a),
    stepUncounted: spread(steps.b),
  };
}

async function benchFeedRequests(token: string) {
  const reads = await countingClient('usersApiFeedReads', { skipPartition: `C#${COMMUNITY}` });
  const writes = await writeCounter('usersApiFeedWrites');
  const read = async (query: Record<string, string>) => {
    const qs = new URLSearchParams(query).toString();
    const res = await invokeInProcess({
      entry: '@hearth/functions/integrations/index',
      method: 'GET',
      path: `${FEED_PATH}?${qs}`,
      routeKey: `GET ${FEED_PATH}`,
      headers: { host: HOST, authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`public feed answered ${res.statusCode}: ${String(res.body)}`);
    return JSON.parse(String(res.body)) as { nextCursor: string | null };
  };
  await read({ sort: 'hot' }); // the key, the tenant and the owner's roles cached, as on any warm container
  let pagesMeasured = 0;
  let coldMaxReads = 0;
  let warmMaxReads = 0;
  let warmMaxWrites = 0;
  for (const sort of ['hot', 'new']) {
    let cursor: string | undefined;
    for (let page = 1; page <= 5; page++) {
      const query = { sort, ...(cursor ? { cursor } : {}) };
      reads.requests = 0;
      await read(query);
      coldMaxReads = Math.max(coldMaxReads, reads.requests);
      reads.requests = 0;
      writes.requests = 0;
      const out = await read(query);
      warmMaxReads = Math.max(warmMaxReads, reads.requests);
      warmMaxWrites = Math.max(warmMaxWrites, writes.requests);
      pagesMeasured += 1;
      cursor = out.nextCursor ?? undefined;
      if (!cursor) break;
    }
  }
  return { pagesMeasured, coldMaxReads, warmMaxReads, warmMaxWrites };
}

/** Posts by a demo member through the gateway, so the feed has pages to follow beyond the demo seed's first. */
async function morePosts(port: number, count: number) {
  const member = browser(port, HOST);
  const signedIn = await member('/api/v1/auth/sign-in', {
    body: { email: 'member@hearth.local', password: 'hearth-demo-1' },
  });
  if (signedIn.status !== 200) throw new Error(`member sign-in answered ${signedIn.status}`);
  const categoryId = (await member<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  for (let i = 0; i < count; i++) {
    const created = await member('/api/v1/posts', {
      body: { type: 'post', title: `Public API page ${i}`, categoryId, content: '<p>Read through a key</p>' },
    });
    if (created.status !== 201) throw new Error(`post answered ${created.status}: ${created.text}`);
  }
  await drain(port);
}

export async function benchUsersApi(port: number, calls = 10_000, requests = 500): Promise<UsersApiBench> {
  await morePosts(port, 60);
  const token = await demoKey(port);
  const step = await benchStep(token, calls);
  const feed = await benchFeedRequests(token);
  const send = hostClient(port, HOST);
  const get = async () => {
    const res = await send(`${FEED_PATH}?sort=hot`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`public feed answered ${res.status}: ${res.text}`);
  };
  await timeSequential(100, get);
  const gateway = spread(await timeSequential(requests, get));
  return { ...step, ...feed, gateway };
}
