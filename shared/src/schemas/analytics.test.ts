import { describe, expect, it } from 'vitest';
import { analyticsRangeQuerySchema, dayString } from './analytics.ts';

describe('dayString', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31'])('accepts the calendar day %s', (day) => {
    expect(dayString.safeParse(day).success).toBe(true);
  });

  it.each(['2026-02-30', '2026-13-45', '01/02/2026', 'x', '2026-1-01', ''])(
    'refuses %j with a message, never an exception',
    (day) => {
      const result = dayString.safeParse(day);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/YYYY-MM-DD|does not exist/);
    },
  );
});

describe('the range query', () => {
  it('refuses an end before the start and a range over 366 days, naming the end date', () => {
    const before = analyticsRangeQuerySchema.safeParse({ startDate: '2026-11-10', endDate: '2026-11-09' });
    expect(before.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'The end date is before the start date.',
    });
    const long = analyticsRangeQuerySchema.safeParse({ startDate: '2025-01-01', endDate: '2026-01-02' });
    expect(long.error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'A range is at most 366 days.' });
    expect(analyticsRangeQuerySchema.safeParse({ startDate: '2025-01-01', endDate: '2026-01-01' }).success).toBe(true);
  });
});
