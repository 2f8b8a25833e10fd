// The statistics page's reads on a running local platform with the demo seed: 120 days of daily counters and beacon
// aggregates (20 countries, 6 operating systems, 3 devices, a retained set per day) written for the demo community,
// then GET …/analytics for the last 7, 30 and 90 days and GET …/analytics/online:
// - DynamoDB requests per call, through the analytics Lambda's entry in this process (the owner account's own session
//   check, in the owner app's partition, left out): the staff-and-community BatchGet and the days' Query;
// - p50 / p99 through the local gateway, as the owner's browser asks.
import { browser } from '../../test/support/http.ts';
import { DEMO_PASSWORD } from '../local/seed.ts';
import { invokeInProcess } from './in-process.ts';
import { countingClient } from './read-counter.ts';
import { writeAll } from './seed.ts';
import { percentile, timeSequential } from './stats.ts';

const COMMUNITY = 'cm-demo';
const SEEDED_DAYS = 120;
const RANGES = [7, 30, 90] as const;
const OS = ['Windows', 'iOS', 'Android', 'macOS', 'Linux', 'ChromeOS'];
const COUNTRIES = 'US GB DE FR CA AU IN BR JP NL SE ES IT PL MX IE NZ ZA SG KR'.split(' ');
const DAY_MS = 86_400_000;

export interface AnalyticsBench {
  seededDays: number;
  ranges: Array<{ days: number; requests: number; p50: number; p99: number; pageViews: number; queryP50: number }>;
  online: { requests: number; p50: number; p99: number; members: number; guests: number };
}

const dayAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

/** The demo community's days: counters and aggregates as the platform and the analytics consumer store them. */
async function seedDays() {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const items: Array<Record<string, unknown>> = [];
  for (let i = 0; i < SEEDED_DAYS; i++) {
    const day = dayAgo(i);
    const newMembers = 1 + (i % 5);
    items.push({ ...keys.statsDay(COMMUNITY, day), day, newMembers, activeMembers: 20 + (i % 11), posts: 3 + (i % 7) });
    const visitors = 100 + (i % 37);
    const spread = (names: string[]) =>
      Object.fromEntries(names.map((name, k) => [name, Math.max(1, Math.floor(visitors / (k + 2)))]));
    items.push({
      ...keys.analyticsDay(COMMUNITY, day),
      day,
      views: visitors * 4,
      visitors,
      memberVisitors: Math.floor(visitors / 3),
      sessions: visitors + 20,
      seconds: (visitors + 20) * 240,
      ...Object.fromEntries(Object.entries(spread(['desktop', 'mobile', 'tablet'])).map(([k, v]) => [`dev:${k}`, v])),
      ...Object.fromEntries(Object.entries(spread(OS)).map(([k, v]) => [`os:${k}`, v])),
      ...Object.fromEntries(Object.entries(spread(COUNTRIES)).map(([k, v]) => [`cc:${k}`, v])),
      retained: new Set(Array.from({ length: Math.ceil(newMembers / 2) }, (_, k) => `mb-bench-${i}-${k}`)),
    });
  }
  // Online now: the last 5 minutes, 40 members and 60 guests spread over them.
  for (let m = 0; m < 5; m++) {
    const minute = new Date(Date.now() - m * 60_000).toISOString().slice(0, 16);
    items.push({
      ...keys.onlineMinute(COMMUNITY, minute),
      members: new Set(Array.from({ length: 10 }, (_, k) => `m:mb-${(m * 7 + k) % 40}`)),
      guests: new Set(Array.from({ length: 15 }, (_, k) => `g:${(m * 11 + k) % 60}`)),
    });
  }
  await writeAll(items);
}

/** A GET through the analytics Lambda's entry in this process, with the owner's session cookies. */
async function lambdaGet(port: number, cookies: string, path: string, routeKey: string) {
  const result = await invokeInProcess({
    entry: '@hearth/functions/analytics/index',
    method: 'GET',
    path,
    routeKey,
    params: { communityId: COMMUNITY },
    headers: { host: `app.localhost:${port}`, cookie: cookies, accept: 'application/json' },
  });
  if (result.statusCode !== 200) throw new Error(`${path} answered ${result.statusCode}: ${result.body}`);
  return JSON.parse(result.body ?? '{}') as Record<string, unknown>;
}

/** DynamoDB requests of one warm call in process, then the gateway's p50 / p99 over `samples` calls. */
async function measure(port: number, owner: ReturnType<typeof browser>, path: string, routeKey: string, name: string) {
  const cookies = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  await lambdaGet(port, cookies, path, routeKey);
  const counter = await countingClient(name, { skipPartition: 'C#app' });
  counter.requests = 0;
  const body = await lambdaGet(port, cookies, path, routeKey);
  const requests = counter.requests;
  const get = async () => {
    const res = await owner(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text}`);
  };
  await timeSequential(30, get);
  const times = await timeSequential(300, get);
  return { requests, body, p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function benchAnalytics(port: number): Promise<AnalyticsBench> {
  await seedDays();
  const owner = browser(port, 'app.localhost');
  const signIn = await owner('/api/v1/auth/sign-in', {
    body: { email: 'owner@hearth.local', password: DEMO_PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.text}`);

  const base = `/api/v1/communities/${COMMUNITY}/analytics`;
  const ranges: AnalyticsBench['ranges'] = [];
  for (const days of RANGES) {
    const query = `?startDate=${dayAgo(days - 1)}&endDate=${dayAgo(0)}`;
    const m = await measure(
      port,
      owner,
      `${base}${query}`,
      'GET /api/v1/communities/{communityId}/analytics',
      `analyticsBench${days}`,
    );
    const summary = m.body.summary as { pageViews: number };
    // The days' Query alone, in this process: DynamoDB Local's share of the request.
    const { getDayItems } = await import('@hearth/functions/platform/activity');
    const window = () => getDayItems(COMMUNITY, dayAgo(2 * days - 1), dayAgo(0));
    await timeSequential(10, window);
    const queryP50 = percentile(await timeSequential(100, window), 50);
    ranges.push({ days, requests: m.requests, p50: m.p50, p99: m.p99, pageViews: summary.pageViews, queryP50 });
  }
  const online = await measure(
    port,
    owner,
    `${base}/online`,
    'GET /api/v1/communities/{communityId}/analytics/online',
    'analyticsBenchOnline',
  );
  return {
    seededDays: SEEDED_DAYS,
    ranges,
    online: {
      requests: online.requests,
      p50: online.p50,
      p99: online.p99,
      members: online.body.members as number,
      guests: online.body.guests as number,
    },
  };
}
