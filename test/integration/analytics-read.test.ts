// The statistics page's numbers over HTTP (owner-dashboard §2 Analytics cards, §6 statistics need Professional or
// above, §7, §9): known daily counters and beacon aggregates written to the table → every card's exact figure and the
// previous period's; a new community's marked sample; online now from the minutes' sets; refusals (Essential plan,
// another owner, bad ranges); the overview's counters unchanged by the beacon aggregates kept beside them.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Analytics, OnlineNow } from '@hearth/shared/schemas/analytics';
import { keys } from '@hearth/functions/platform/db/keys';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { signedInAccount } from './auth-flows.ts';
import { table } from './context.ts';

const analyticsPath = (communityId: string, query = '') => `/api/v1/communities/${communityId}/analytics${query}`;

/** A new owner-app account with a community of its own, on the plan chosen at onboarding. */
async function ownerOn(planId: string) {
  const { browser } = await signedInAccount('app.localhost', 'analytics-owner');
  const plan = await browser('/api/v1/onboarding/plan', { method: 'PUT', body: { planId, interval: 'year' } });
  expect(plan.status, plan.text).toBe(200);
  const created = await browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Numbers Club',
      communitySubdomain: `numbers-${Date.now().toString(36)}-${ulid().slice(-6).toLowerCase()}`,
      organizationName: 'Numbers Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Count visits.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { browser, communityId: created.json.communityId };
}

const put = (Item: Record<string, unknown>) => table.send(new PutCommand({ TableName: 'hearth', Item }));

/** The community as it is once real visits came: no sample any more, and `memberCount` members. */
async function realData(communityId: string, memberCount: number) {
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: keys.community(communityId),
      UpdateExpression: 'REMOVE isSampleAnalytics SET memberCount = :n',
      ExpressionAttributeValues: { ':n': memberCount },
    }),
  );
}

const counters = (cid: string, day: string, c: Record<string, number>) =>
  put({ ...keys.statsDay(cid, day), day, ...c });
const visits = (cid: string, day: string, v: Record<string, unknown>) =>
  put({ ...keys.analyticsDay(cid, day), day, ...v });

describe('every card from known day items', () => {
  let owner: Awaited<ReturnType<typeof ownerOn>>;

  beforeAll(async () => {
    owner = await ownerOn('professional-plan');
    const cid = owner.communityId;
    await realData(cid, 30);
    // The range 2026-06-04 … 2026-06-06 and the period before it, 2026-06-01 … 2026-06-03.
    await Promise.all([
      counters(cid, '2026-06-01', { newMembers: 2, activeMembers: 4, posts: 1 }),
      visits(cid, '2026-06-01', { views: 10, visitors: 5, sessions: 6, seconds: 600, retained: new Set(['m1']) }),
      counters(cid, '2026-06-03', { newMembers: 3, activeMembers: 6, posts: 2 }),
      visits(cid, '2026-06-03', { views: 20, visitors: 8, sessions: 10, seconds: 1500 }),
      counters(cid, '2026-06-04', { newMembers: 4, activeMembers: 5, posts: 3 }),
      visits(cid, '2026-06-04', {
        views: 30,
        visitors: 12,
        memberVisitors: 7,
        sessions: 15,
        seconds: 1800,
        'dev:desktop': 8,
        'dev:mobile': 4,
        'os:Windows': 6,
        'os:iOS': 4,
        'os:Linux': 2,
        'cc:US': 5,
        'cc:DE': 3,
        'cc:FR': 2,
        'cc:GB': 1,
        'cc:JP': 1,
        retained: new Set(['m4', 'm5']),
      }),
      counters(cid, '2026-06-05', { activeMembers: 3 }),
      counters(cid, '2026-06-06', { newMembers: 6, activeMembers: 9, posts: 4 }),
      visits(cid, '2026-06-06', {
        views: 50,
        visitors: 20,
        sessions: 25,
        seconds: 4000,
        'dev:desktop': 10,
        'dev:mobile': 10,
        'os:iOS': 8,
        'os:Windows': 7,
        'os:Android': 5,
        'cc:US': 9,
        'cc:IN': 6,
        'cc:DE': 2,
        'cc:BR': 2,
        'cc:CA': 1,
        retained: new Set(['m6', 'm7', 'm8']),
      }),
      // Joined after the range: the day totals count back over them.
      counters(cid, '2026-06-20', { newMembers: 5 }),
    ]);
  });

  it('answers the days, both summaries, devices, operating systems and the top 5 countries', async () => {
    const res = await owner.browser<Analytics>(
      analyticsPath(owner.communityId, '?startDate=2026-06-04&endDate=2026-06-06'),
    );
    expect(res.status, res.text).toBe(200);
    const a = res.json;
    expect(a.isSampleAnalytics).toBe(false);
    expect(a.range).toEqual({ startDate: '2026-06-04', endDate: '2026-06-06' });
    expect(a.previousRange).toEqual({ startDate: '2026-06-01', endDate: '2026-06-03' });
    expect(a.days.map((d) => [d.date, d.totalMembers, d.newMembers, d.pageViews, d.retention])).toEqual([
      ['2026-06-04', 19, 4, 30, 0.5],
      ['2026-06-05', 19, 0, 0, null],
      ['2026-06-06', 25, 6, 50, 0.5],
    ]);
    expect(a.summary).toEqual({
      totalMembers: 25,
      newMembers: 10,
      activeMembers: 6,
      posts: 7,
      pageViews: 80,
      sessions: 40,
      avgSessionSeconds: 145,
      retentionRate: 0.5,
    });
    expect(a.previousSummary).toEqual({
      totalMembers: 15,
      newMembers: 5,
      // (4 + 0 + 6) ÷ 3: a day without a counters item counts as 0.
      activeMembers: 3,
      posts: 3,
      pageViews: 30,
      sessions: 16,
      avgSessionSeconds: 131,
      retentionRate: 0.2,
    });
    expect(a.devices).toEqual([
      { name: 'desktop', users: 18 },
      { name: 'mobile', users: 14 },
      { name: 'tablet', users: 0 },
    ]);
    expect(a.operatingSystems).toEqual([
      { name: 'Windows', users: 13 },
      { name: 'iOS', users: 12 },
      { name: 'Android', users: 5 },
      { name: 'Linux', users: 2 },
    ]);
    expect(a.countries).toEqual([
      { name: 'US', users: 14 },
      { name: 'IN', users: 6 },
      { name: 'DE', users: 5 },
      { name: 'BR', users: 2 },
      { name: 'FR', users: 2 },
    ]);
  });

  it('pairs a lone start date with the 6 days after it', async () => {
    const res = await owner.browser<Analytics>(analyticsPath(owner.communityId, '?startDate=2026-06-04'));
    expect(res.status, res.text).toBe(200);
    expect(res.json.range).toEqual({ startDate: '2026-06-04', endDate: '2026-06-10' });
    expect(res.json.days).toHaveLength(7);
    expect(res.json.summary.pageViews).toBe(80);
  });

  it('refuses another community’s owner as not found, and bad ranges with the schema’s messages', async () => {
    const stranger = await ownerOn('professional-plan');
    const refused = await stranger.browser(analyticsPath(owner.communityId));
    expect(refused.status).toBe(404);
    expect((await stranger.browser(`${analyticsPath(owner.communityId)}/online`)).status).toBe(404);

    const bad = async (query: string) => {
      const res = await owner.browser<{ fields?: Record<string, string> }>(analyticsPath(owner.communityId, query));
      expect(res.status, res.text).toBe(400);
      return res.json.fields;
    };
    expect(await bad('?startDate=2026-06-06&endDate=2026-06-04')).toEqual({
      'query.endDate': 'The end date is before the start date.',
    });
    expect(await bad('?startDate=2025-01-01&endDate=2026-01-02')).toEqual({
      'query.endDate': 'A range is at most 366 days.',
    });
    expect(await bad('?startDate=June')).toEqual({ 'query.startDate': 'Use a date in the form YYYY-MM-DD.' });
    expect(await bad('?endDate=2026-02-30')).toEqual({ 'query.endDate': 'That date does not exist.' });
  });
});

describe('the plan, the sample and online now', () => {
  it('refuses an Essential community with the plan needed', async () => {
    const owner = await ownerOn('essential-plan');
    const res = await owner.browser(analyticsPath(owner.communityId));
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ reason: 'STATISTICS_PLAN', message: messages.statisticsPlan('Professional') });
  });

  it('answers a new community with a marked sample, the same on every request', async () => {
    const owner = await ownerOn('premium-plan');
    const query = '?startDate=2026-05-01&endDate=2026-05-30';
    const first = await owner.browser<Analytics>(analyticsPath(owner.communityId, query));
    expect(first.status, first.text).toBe(200);
    expect(first.json.isSampleAnalytics).toBe(true);
    expect(first.json.days).toHaveLength(30);
    expect(first.json.summary.pageViews).toBeGreaterThan(0);
    expect((await owner.browser<Analytics>(analyticsPath(owner.communityId, query))).json).toEqual(first.json);
  });

  it('counts the distinct members and guests of the last 5 minutes, on an Essential plan too', async () => {
    const owner = await ownerOn('essential-plan');
    const cid = owner.communityId;
    const minute = (ago: number) => new Date(Date.now() - ago * 60_000).toISOString().slice(0, 16);
    await Promise.all([
      put({ ...keys.onlineMinute(cid, minute(1)), members: new Set(['m:a', 'm:b']), guests: new Set(['g:1']) }),
      put({ ...keys.onlineMinute(cid, minute(3)), members: new Set(['m:b']), guests: new Set(['g:1', 'g:2']) }),
      put({ ...keys.onlineMinute(cid, minute(10)), members: new Set(['m:old']), guests: new Set(['g:old']) }),
    ]);
    const res = await owner.browser<OnlineNow>(`${analyticsPath(cid)}/online`);
    expect(res.status, res.text).toBe(200);
    expect([res.json.members, res.json.guests]).toEqual([2, 2]);
  });
});

describe('the overview beside the beacon aggregates', () => {
  it('keeps the day counters it shows when beacon aggregates sort beside them', async () => {
    const owner = await ownerOn('professional-plan');
    const cid = owner.communityId;
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await counters(cid, day, { newMembers: 3, activeMembers: 2, posts: 4 });
    await visits(cid, day, { views: 99, visitors: 9 });
    const res = await owner.browser<{
      activity: Array<{ date: string; newMembers: number; activeMembers: number; posts: number }>;
      totals: { newMembers: number; posts: number };
    }>(`/api/v1/communities/${cid}/overview`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.activity.find((d) => d.date === day)).toEqual({
      date: day,
      newMembers: 3,
      activeMembers: 2,
      posts: 4,
    });
    expect(res.json.activity).toHaveLength(7);
    expect(res.json.totals).toMatchObject({ newMembers: 3, posts: 4 });
  });
});
