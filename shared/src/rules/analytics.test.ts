import { describe, expect, it } from 'vitest';
import { analyticsRangeQuerySchema } from '../schemas/analytics.ts';
import {
  addDays,
  changePercent,
  cohortRetention,
  periodRetention,
  previousRange,
  rangeDays,
  rangeLength,
  resolveRange,
} from './analytics.ts';

const TODAY = '2026-03-10';

describe('resolveRange (owner-dashboard §9: default the last 7 days to today, UTC)', () => {
  it.each([
    [{}, '2026-03-04', '2026-03-10'],
    [{ startDate: '2026-02-01', endDate: '2026-02-28' }, '2026-02-01', '2026-02-28'],
    [{ startDate: '2026-02-25' }, '2026-02-25', '2026-03-03'],
    [{ endDate: '2026-01-03' }, '2025-12-28', '2026-01-03'],
    [{ startDate: '2026-03-10', endDate: '2026-03-10' }, '2026-03-10', '2026-03-10'],
  ])('%o → %s … %s', (query, startDate, endDate) => {
    expect(resolveRange(query, TODAY)).toEqual({ startDate, endDate });
  });

  it('pairs a lone date across a leap day', () => {
    expect(resolveRange({ startDate: '2028-02-26' }, TODAY)).toEqual({
      startDate: '2028-02-26',
      endDate: '2028-03-03',
    });
  });
});

describe('the range query schema', () => {
  const messageOf = (query: Record<string, string>) => {
    const parsed = analyticsRangeQuerySchema.safeParse(query);
    return parsed.success ? null : parsed.error.issues.map((i) => i.message);
  };

  it.each([
    [{ startDate: '2026-03-10', endDate: '2026-03-09' }, 'The end date is before the start date.'],
    [{ startDate: '2025-01-01', endDate: '2026-01-02' }, 'A range is at most 366 days.'],
    [{ startDate: '2026-2-01' }, 'Use a date in the form YYYY-MM-DD.'],
    [{ endDate: '2026-02-30' }, 'That date does not exist.'],
    [{ startDate: '2026-13-01' }, 'That date does not exist.'],
    [{ startDate: '2026-03-01', endDate: 'yesterday' }, 'Use a date in the form YYYY-MM-DD.'],
  ])('refuses %o: %s', (query, message) => {
    expect(messageOf(query)).toEqual([message]);
  });

  it('accepts 366 days, a single day and nothing', () => {
    expect(messageOf({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBeNull();
    expect(messageOf({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBeNull();
    expect(messageOf({})).toBeNull();
  });
});

describe('days of a range and the previous period', () => {
  it('lists every day, both ends included, across a month end', () => {
    expect(rangeDays({ startDate: '2026-02-27', endDate: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(rangeLength({ startDate: '2026-01-01', endDate: '2026-12-31' })).toBe(365);
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it.each([
    ['2026-03-04', '2026-03-10', '2026-02-25', '2026-03-03'],
    ['2026-03-10', '2026-03-10', '2026-03-09', '2026-03-09'],
    ['2026-03-01', '2026-03-30', '2026-01-30', '2026-02-28'],
  ])('before %s … %s comes %s … %s (the same length)', (startDate, endDate, prevStart, prevEnd) => {
    const previous = previousRange({ startDate, endDate });
    expect(previous).toEqual({ startDate: prevStart, endDate: prevEnd });
    expect(rangeLength(previous)).toBe(rangeLength({ startDate, endDate }));
  });
});

describe('changePercent (▲/▼ against the previous period)', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [1, 3, -66.7],
    [0, 4, -100],
    [5, 0, null],
    [0, 0, null],
  ])('%d after %d → %s %', (current, previous, change) => {
    expect(changePercent(current, previous)).toBe(change);
  });
});

describe('retention of join cohorts (retained ÷ joined, a period summing both)', () => {
  // A hand-computed week: members who joined each day, and how many of them came back 1–7 days later.
  const week = [
    { day: 'Mon', newMembers: 4, retained: 3, rate: 0.75 },
    { day: 'Tue', newMembers: 0, retained: 0, rate: null },
    { day: 'Wed', newMembers: 5, retained: 2, rate: 0.4 },
    { day: 'Thu', newMembers: 1, retained: 1, rate: 1 },
    { day: 'Fri', newMembers: 10, retained: 0, rate: 0 },
  ];

  it.each(week)('$day: $retained of $newMembers → $rate', ({ newMembers, retained, rate }) => {
    expect(cohortRetention({ newMembers, retained })).toBe(rate);
  });

  it('the week: (3 + 0 + 2 + 1 + 0) ÷ (4 + 0 + 5 + 1 + 10) = 6 ÷ 20 = 0.3, not the mean of the daily rates', () => {
    expect(periodRetention(week)).toBe(0.3);
  });

  it('is null when nobody joined, and never above 1', () => {
    expect(periodRetention([])).toBeNull();
    expect(periodRetention([{ newMembers: 0, retained: 0 }])).toBeNull();
    expect(cohortRetention({ newMembers: 2, retained: 3 })).toBe(1);
  });
});
