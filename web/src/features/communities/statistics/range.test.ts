import { describe, expect, it } from 'vitest';
import { customRangeProblems, previousPeriodLabel, rangeDays, searchFor, selectedRange } from './range.ts';

const noon = Date.parse('2026-03-10T12:00:00Z');

describe('the statistics range', () => {
  it.each([
    [{}, { startDate: '2026-03-04', endDate: '2026-03-10' }],
    [{ range: '30d' as const }, { startDate: '2026-02-09', endDate: '2026-03-10' }],
    [{ range: '90d' as const }, { startDate: '2025-12-11', endDate: '2026-03-10' }],
    [
      { startDate: '2026-01-01', endDate: '2026-01-31' },
      { startDate: '2026-01-01', endDate: '2026-01-31' },
    ],
  ])('the address %j asks for %j (today is 2026-03-10 in UTC)', (search, days) => {
    expect(rangeDays(selectedRange(search), noon)).toEqual(days);
  });

  it('counts today by the UTC day, as the server does', () => {
    expect(rangeDays({ kind: 'preset', preset: '7d' }, Date.parse('2026-03-10T23:59:59Z')).endDate).toBe('2026-03-10');
    expect(rangeDays({ kind: 'preset', preset: '7d' }, Date.parse('2026-03-11T00:00:00Z')).endDate).toBe('2026-03-11');
  });

  it('keeps the default preset out of the address and a custom range in it', () => {
    expect(searchFor({ kind: 'preset', preset: '7d' })).toEqual({});
    expect(searchFor({ kind: 'preset', preset: '90d' })).toEqual({ range: '90d' });
    expect(searchFor({ kind: 'custom', startDate: '2026-01-01', endDate: '2026-01-02' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    });
  });

  it.each([
    ['2026-01-01', '2026-01-31', {}],
    ['2026-01-01', '2026-01-01', {}],
    ['2025-01-01', '2026-01-01', {}],
    ['2026-01-31', '2026-01-01', { endDate: 'The end date is before the start date.' }],
    ['2025-01-01', '2026-01-02', { endDate: 'A range is at most 366 days.' }],
    ['2026-02-30', '2026-03-01', { startDate: 'That date does not exist.' }],
    ['01/02/2026', '2026-03-01', { startDate: 'Use a date in the form YYYY-MM-DD.' }],
    ['', '', { startDate: 'Choose a start date.', endDate: 'Choose an end date.' }],
  ])('a custom range from %s to %s: %j', (start, end, problems) => {
    expect(customRangeProblems(start, end)).toEqual(problems);
  });

  it('names the previous period by its length', () => {
    expect(previousPeriodLabel({ startDate: '2026-03-04', endDate: '2026-03-10' })).toBe('the previous 7 days');
    expect(previousPeriodLabel({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBe('the previous day');
  });
});
