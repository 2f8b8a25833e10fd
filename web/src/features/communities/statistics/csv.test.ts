import type { Analytics } from '@hearth/shared/schemas/analytics';
import { describe, expect, it } from 'vitest';
import { statisticsCsv, statisticsCsvName } from './csv.ts';

const summary = {
  totalMembers: 12,
  newMembers: 2,
  activeMembers: 3,
  posts: 4,
  pageViews: 50,
  sessions: 6,
  avgSessionSeconds: 70,
  retentionRate: 0.5,
};

const analytics: Analytics = {
  range: { startDate: '2026-01-01', endDate: '2026-01-02' },
  previousRange: { startDate: '2025-12-30', endDate: '2025-12-31' },
  isSampleAnalytics: false,
  days: [
    {
      date: '2026-01-01',
      totalMembers: 11,
      newMembers: 2,
      activeMembers: 4,
      posts: 3,
      pageViews: 30,
      visitors: 9,
      sessions: 4,
      sessionSeconds: 300,
      retention: 0.5,
    },
    {
      date: '2026-01-02',
      totalMembers: 12,
      newMembers: 0,
      activeMembers: 2,
      posts: 1,
      pageViews: 20,
      visitors: 5,
      sessions: 2,
      sessionSeconds: 120,
      retention: null,
    },
  ],
  summary,
  previousSummary: summary,
  devices: [
    { name: 'desktop', users: 8 },
    { name: 'mobile', users: 5 },
    { name: 'tablet', users: 1 },
  ],
  operatingSystems: [
    { name: 'Windows', users: 7 },
    { name: 'Mac OS, "classic"', users: 2 },
  ],
  countries: [{ name: 'DE', users: 6 }],
};

describe('the statistics CSV', () => {
  it('has one row per day with every day field, then the distributions, quoting what needs it', () => {
    expect(statisticsCsv(analytics).split('\r\n')).toEqual([
      'date,totalMembers,newMembers,activeMembers,posts,pageViews,visitors,sessions,sessionSeconds,retention',
      '2026-01-01,11,2,4,3,30,9,4,300,0.5',
      '2026-01-02,12,0,2,1,20,5,2,120,',
      '',
      'distribution,name,users',
      'platform,desktop,8',
      'platform,mobile,5',
      'platform,tablet,1',
      'os,Windows,7',
      'os,"Mac OS, ""classic""",2',
      'country,DE,6',
      '',
    ]);
  });

  it('is named after the subdomain (or the community name) and the range', () => {
    const range = analytics.range;
    expect(statisticsCsvName({ subdomain: 'trail', communityName: 'Trail Runners' }, range)).toBe(
      'trail-statistics-2026-01-01-2026-01-02.csv',
    );
    expect(statisticsCsvName({ subdomain: '', communityName: 'Trail Runners!' }, range)).toBe(
      'trail-runners-statistics-2026-01-01-2026-01-02.csv',
    );
  });
});
