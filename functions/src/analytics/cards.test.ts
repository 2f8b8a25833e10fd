// The cards' maths against a hand-computed table: a 3-day range and the 3 days before it, then 2 days to today.
import { rangeDays } from '@hearth/shared/rules/analytics';
import { analyticsSchema } from '@hearth/shared/schemas/analytics';
import { describe, expect, it } from 'vitest';
import { buildCards, shares, totalsByDay } from './cards.ts';
import { sampleWindow } from './sample.ts';
import type { VisitDay } from './store/read.ts';

const visit = (day: string, v: Partial<VisitDay>): VisitDay => ({
  day,
  views: 0,
  visitors: 0,
  memberVisitors: 0,
  sessions: 0,
  seconds: 0,
  devices: {},
  os: {},
  countries: {},
  retained: 0,
  ...v,
});

const range = { startDate: '2026-03-04', endDate: '2026-03-06' };
const previousRange = { startDate: '2026-03-01', endDate: '2026-03-03' };
// Read through today (03-08): the joins of 03-07 and 03-08 come off the total of every earlier day.
const window = rangeDays({ startDate: '2026-03-01', endDate: '2026-03-08' });

//  day    new active posts | views visitors sessions seconds retained
//  03-01   2     4     1   |   10      5       6      600      1
//  03-02   0     2     0   |    —      (no beacon item)
//  03-03   3     6     2   |   20      8      10     1500      3
//  03-04   4     5     3   |   30     12      15     1800      2
//  03-05   0     3     0   |    —
//  03-06   6     9     4   |   50     20      25     4000      3
//  03-07   1     —     —   |
//  03-08   2     —     —   |   memberCount now: 40
const stats = [
  { day: '2026-03-01', newMembers: 2, activeMembers: 4, posts: 1 },
  { day: '2026-03-02', activeMembers: 2 },
  { day: '2026-03-03', newMembers: 3, activeMembers: 6, posts: 2 },
  { day: '2026-03-04', newMembers: 4, activeMembers: 5, posts: 3 },
  { day: '2026-03-05', activeMembers: 3 },
  { day: '2026-03-06', newMembers: 6, activeMembers: 9, posts: 4 },
  { day: '2026-03-07', newMembers: 1 },
  { day: '2026-03-08', newMembers: 2 },
];
const visits = [
  visit('2026-03-01', { views: 10, visitors: 5, sessions: 6, seconds: 600, retained: 1, devices: { mobile: 5 } }),
  visit('2026-03-03', { views: 20, visitors: 8, sessions: 10, seconds: 1500, retained: 3 }),
  visit('2026-03-04', {
    views: 30,
    visitors: 12,
    sessions: 15,
    seconds: 1800,
    retained: 2,
    devices: { desktop: 8, mobile: 4 },
    os: { Windows: 6, iOS: 4, Linux: 2 },
    countries: { US: 5, DE: 3, FR: 2, GB: 1, JP: 1 },
  }),
  visit('2026-03-06', {
    views: 50,
    visitors: 20,
    sessions: 25,
    seconds: 4000,
    retained: 3,
    devices: { desktop: 10, mobile: 10 },
    os: { iOS: 8, Windows: 7, Android: 5 },
    countries: { US: 9, IN: 6, DE: 2, BR: 2, CA: 1 },
  }),
];

describe('buildCards', () => {
  const cards = buildCards({ range, previousRange, window, stats, visits, memberCount: 40 });

  it('lists each day of the range with its counters, visits and cohort retention', () => {
    expect(cards.days).toEqual([
      {
        date: '2026-03-04',
        totalMembers: 31, // 40 − (6 + 1 + 2)
        newMembers: 4,
        activeMembers: 5,
        posts: 3,
        pageViews: 30,
        visitors: 12,
        sessions: 15,
        sessionSeconds: 1800,
        retention: 0.5, // 2 of 4
      },
      {
        date: '2026-03-05',
        totalMembers: 31,
        newMembers: 0,
        activeMembers: 3,
        posts: 0,
        pageViews: 0,
        visitors: 0,
        sessions: 0,
        sessionSeconds: 0,
        retention: null,
      },
      {
        date: '2026-03-06',
        totalMembers: 37, // 40 − (1 + 2)
        newMembers: 6,
        activeMembers: 9,
        posts: 4,
        pageViews: 50,
        visitors: 20,
        sessions: 25,
        sessionSeconds: 4000,
        retention: 0.5, // 3 of 6
      },
    ]);
  });

  it('sums the period: averages of daily distinct actives, seconds per session, retained per joined', () => {
    expect(cards.summary).toEqual({
      totalMembers: 37,
      newMembers: 10,
      activeMembers: 6, // (5 + 3 + 9) ÷ 3 = 5.67
      posts: 7,
      pageViews: 80,
      sessions: 40,
      avgSessionSeconds: 145, // 5800 ÷ 40
      retentionRate: 0.5, // (2 + 3) ÷ (4 + 6)
    });
    expect(cards.previousSummary).toEqual({
      totalMembers: 27, // 40 − (4 + 6 + 1 + 2)
      newMembers: 5,
      activeMembers: 4, // (4 + 2 + 6) ÷ 3
      posts: 3,
      pageViews: 30,
      sessions: 16,
      avgSessionSeconds: 131, // 2100 ÷ 16 = 131.25
      retentionRate: 0.8, // (1 + 3) ÷ (2 + 3)
    });
  });

  it('gives every device (zeros too), OS largest first, and the top 5 countries of the range only', () => {
    expect(cards.devices).toEqual([
      { name: 'desktop', users: 18 },
      { name: 'mobile', users: 14 },
      { name: 'tablet', users: 0 },
    ]);
    expect(cards.operatingSystems).toEqual([
      { name: 'Windows', users: 13 },
      { name: 'iOS', users: 12 },
      { name: 'Android', users: 5 },
      { name: 'Linux', users: 2 },
    ]);
    expect(cards.countries).toEqual([
      { name: 'US', users: 14 },
      { name: 'IN', users: 6 },
      { name: 'DE', users: 5 },
      { name: 'BR', users: 2 },
      { name: 'FR', users: 2 },
    ]);
    expect(analyticsSchema.safeParse({ ...cards, isSampleAnalytics: false }).success).toBe(true);
  });

  it('answers zeros and null rates for a range with no items', () => {
    const empty = buildCards({ range, previousRange, window, stats: [], visits: [], memberCount: 0 });
    expect(empty.summary).toEqual({
      totalMembers: 0,
      newMembers: 0,
      activeMembers: 0,
      posts: 0,
      pageViews: 0,
      sessions: 0,
      avgSessionSeconds: 0,
      retentionRate: null,
    });
    expect(empty.devices.map((d) => d.users)).toEqual([0, 0, 0]);
    expect(empty.operatingSystems).toEqual([]);
  });
});

describe('totalsByDay', () => {
  it('counts back from the total now and never goes below 0', () => {
    const joins: Record<string, number> = { a: 3, b: 4, c: 2 };
    expect([...totalsByDay(['a', 'b', 'c'], (d) => joins[d] ?? 0, 5)]).toEqual([
      ['c', 5],
      ['b', 3],
      ['a', 0],
    ]);
  });
});

describe('shares', () => {
  it('sums per name and orders equal counts by name', () => {
    expect(
      shares([
        { b: 1, a: 2 },
        { b: 1, c: 1 },
      ]),
    ).toEqual([
      { name: 'a', users: 2 },
      { name: 'b', users: 2 },
      { name: 'c', users: 1 },
    ]);
  });
});

describe('sample analytics', () => {
  const sampleWindowDays = rangeDays({ startDate: '2026-02-25', endDate: '2026-03-10' });

  it('is the same for the same community and days, another for another community, and a valid answer', () => {
    const a = sampleWindow('cm-one', sampleWindowDays);
    expect(sampleWindow('cm-one', sampleWindowDays)).toEqual(a);
    expect(sampleWindow('cm-two', sampleWindowDays)).not.toEqual(a);
    const cards = buildCards({
      range: { startDate: '2026-03-04', endDate: '2026-03-10' },
      previousRange: { startDate: '2026-02-25', endDate: '2026-03-03' },
      window: sampleWindowDays,
      ...a,
    });
    expect(analyticsSchema.safeParse({ ...cards, isSampleAnalytics: true }).success).toBe(true);
    expect(cards.summary.pageViews).toBeGreaterThan(0);
    expect(cards.devices.every((d) => d.users > 0)).toBe(true);
  });

  it('keeps a day’s figures when the window around it changes', () => {
    const day = (days: string[]) => sampleWindow('cm-one', days).visits.find((v) => v.day === '2026-03-05');
    expect(day(['2026-03-05'])).toEqual(day(sampleWindowDays));
  });
});
