import { describe, expect, it } from 'vitest';
import { type BeaconDetail, foldVisitorDay, itemsByDay, retentionCohort } from './aggregate.ts';

const T = Date.parse('2026-11-20T00:00:00Z');
const detail = (items: BeaconDetail['items'], memberId?: string): BeaconDetail => ({
  visitor: memberId ? `m:${memberId}` : 'g:0123456789abcdef0123',
  ...(memberId ? { memberId } : {}),
  device: 'mobile',
  os: 'iOS',
  country: 'DE',
  items,
});

describe('a batch folded into a visitor-day', () => {
  it('splits a batch across midnight into each UTC day with its seconds and views', () => {
    const days = itemsByDay([
      { k: 'view', at: T - 10_000, path: '/' },
      { k: 'beat', at: T - 5_000 },
      { k: 'view', at: T + 2_000, path: '/p' },
    ]);
    expect(Object.fromEntries([...days].map(([day, p]) => [day, { secs: p.secs, views: p.views }]))).toEqual({
      '2026-11-19': { secs: [86_390, 86_395], views: 1 },
      '2026-11-20': { secs: [2], views: 1 },
    });
  });

  it("counts a member's first batch of the day as a visitor with device, OS and country", () => {
    const d = detail(
      [
        { k: 'view', at: T + 1_000, path: '/' },
        { k: 'beat', at: T + 16_000 },
      ],
      'mem-1',
    );
    const { next, delta, first } = foldVisitorDay(null, d, itemsByDay(d.items).get('2026-11-20')!);
    expect(first).toBe(true);
    expect(next).toMatchObject({ secs: [1, 16], sessions: 1, seconds: 15, memberId: 'mem-1', v: 1 });
    expect(delta).toEqual({
      views: 1,
      sessions: 1,
      seconds: 15,
      visitors: 1,
      memberVisitors: 1,
      'dev:mobile': 1,
      'os:iOS': 1,
      'cc:DE': 1,
    });
  });

  it('moves only views, sessions and seconds by the difference on a later batch', () => {
    const a = detail([{ k: 'view', at: T + 1_000, path: '/' }]);
    const one = foldVisitorDay(null, a, itemsByDay(a.items).get('2026-11-20')!);
    // 40 s later (same session, +40 s), then two hours later (a second session of 0 s)
    const b = detail([
      { k: 'beat', at: T + 41_000 },
      { k: 'view', at: T + 7_200_000, path: '/x' },
    ]);
    const two = foldVisitorDay(one.next, b, itemsByDay(b.items).get('2026-11-20')!);
    expect(two.first).toBe(false);
    expect(two.next).toMatchObject({ sessions: 2, seconds: 40, v: 2 });
    expect(two.delta).toEqual({ views: 1, sessions: 1, seconds: 40 });
  });

  it('keeps the device, OS and country of the first batch of the day', () => {
    const a = detail([{ k: 'view', at: T + 1_000, path: '/' }]);
    const one = foldVisitorDay(null, a, itemsByDay(a.items).get('2026-11-20')!);
    const b = { ...detail([{ k: 'beat', at: T + 2_000 }]), device: 'desktop' as const, country: null };
    const two = foldVisitorDay(one.next, b, itemsByDay(b.items).get('2026-11-20')!);
    expect(two.next).toMatchObject({ device: 'mobile', country: 'DE' });
  });
});

describe('the retention cohort of a visit', () => {
  it('is the join day for a visit 1 to 7 days after it, and none otherwise', () => {
    expect(retentionCohort('2026-11-10', '2026-11-10')).toBeNull();
    expect(retentionCohort('2026-11-10', '2026-11-11')).toBe('2026-11-10');
    expect(retentionCohort('2026-11-10', '2026-11-17')).toBe('2026-11-10');
    expect(retentionCohort('2026-11-10', '2026-11-18')).toBeNull();
  });
});
