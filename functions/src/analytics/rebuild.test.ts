import type { BeaconItem } from '@hearth/shared/schemas/analytics';
import { describe, expect, it } from 'vitest';
import { addDelta, type DayDelta, foldVisitorDay, itemsByDay, type VisitorDayState } from './aggregate.ts';
import type { BeaconEvent } from './beacon-effect.ts';
import { daysBetween, recount } from './rebuild.ts';

const T = Date.parse('2026-11-20T00:00:00Z');
let n = 0;
const batch = (visitor: string, items: BeaconItem[], memberId?: string): BeaconEvent => ({
  id: `01J${String(++n).padStart(23, '0')}`,
  type: 'analytics.beacons',
  communityId: 'cm-1',
  occurredAt: new Date(items[0]!.at).toISOString(),
  detail: { visitor, ...(memberId ? { memberId } : {}), device: 'desktop', os: 'Windows', country: 'FR', items },
});

describe('the rebuild recount', () => {
  const batches = [
    batch('g:aaaaaaaaaaaaaaaaaaaa', [
      { k: 'view', at: T - 60_000, path: '/' },
      { k: 'beat', at: T + 15_000 },
    ]),
    batch('m:mem-1', [{ k: 'view', at: T + 3_600_000, path: '/' }], 'mem-1'),
    batch('g:aaaaaaaaaaaaaaaaaaaa', [{ k: 'view', at: T + 60_000, path: '/x' }]),
    batch('m:mem-1', [{ k: 'beat', at: T + 86_400_000 + 5_000 }], 'mem-1'),
  ];

  it('equals the consumer applying each batch in order, day by day', () => {
    const states = new Map<string, VisitorDayState>();
    const days = new Map<string, DayDelta>();
    for (const b of batches) {
      for (const [day, part] of itemsByDay(b.detail.items)) {
        const key = `${b.detail.visitor}|${day}`;
        const fold = foldVisitorDay(states.get(key) ?? null, b.detail, part);
        states.set(key, fold.next);
        days.set(day, addDelta(days.get(day) ?? {}, fold.delta));
      }
    }
    const counted = recount(batches, { from: '2026-11-19', to: '2026-11-21' }, new Map());
    expect(Object.fromEntries([...counted.days].map(([day, d]) => [day, d.totals]))).toEqual(
      Object.fromEntries([...days].map(([day, d]) => [day, d])),
    );
    expect(new Map([...counted.visitorDays].map(([k, v]) => [k, v.state]))).toEqual(states);
  });

  it("counts only the range's days, and a member seen 1–7 days after joining in their cohort's retained set", () => {
    const counted = recount(batches, { from: '2026-11-20', to: '2026-11-20' }, new Map([['mem-1', '2026-11-20']]));
    expect([...counted.days.keys()]).toEqual(['2026-11-20']);
    // The guest's 23:59 view of the 19th is outside; their beat and view of the 20th are one session of 45 s.
    expect(counted.days.get('2026-11-20')!.totals).toMatchObject({ views: 2, visitors: 2, sessions: 2, seconds: 45 });
    // mem-1 joined on the 20th and came back on the 21st.
    expect([...counted.days.get('2026-11-20')!.retained]).toEqual(['mem-1']);
  });

  it('lists the days of a range, both ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
