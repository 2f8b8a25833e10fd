// The statistics page's date arithmetic and period comparison (owner-dashboard §2 Analytics cards, §9 default range),
// shared by the analytics Lambda and the owner app: which days a request covers, the period before it, the ▲/▼ change
// between them, and the retention of join cohorts (docs/architecture/analytics.md "Reading the numbers").
import { DEFAULT_RANGE_DAYS } from '../constants/analytics.ts';
import type { AnalyticsRange, AnalyticsRangeQuery } from '../schemas/analytics.ts';

const DAY_MS = 86_400_000;

/** The UTC day `n` days after `day` (before it when negative), both YYYY-MM-DD. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** How many days a range covers, both ends included. */
export const rangeLength = (range: AnalyticsRange): number =>
  Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS) + 1;

/** Every day of a range, in order. */
export const rangeDays = (range: AnalyticsRange): string[] =>
  Array.from({ length: rangeLength(range) }, (_, i) => addDays(range.startDate, i));

/**
 * The range a (validated) query asks for: both days as given; one alone is paired with the day 6 days after (a start)
 * or before (an end) it; neither is the last 7 days to `today` (UTC, YYYY-MM-DD).
 */
export function resolveRange(query: AnalyticsRangeQuery, today: string): AnalyticsRange {
  const span = DEFAULT_RANGE_DAYS - 1;
  if (query.startDate && query.endDate) return { startDate: query.startDate, endDate: query.endDate };
  if (query.startDate) return { startDate: query.startDate, endDate: addDays(query.startDate, span) };
  const endDate = query.endDate ?? today;
  return { startDate: addDays(endDate, -span), endDate };
}

/** The period of the same length that ends the day before the range starts: what each card compares with. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const endDate = addDays(range.startDate, -1);
  return { startDate: addDays(endDate, -(rangeLength(range) - 1)), endDate };
}

/**
 * The change from the previous period to this one, in percent rounded to one decimal (▲ positive, ▼ negative); null
 * when the previous period had nothing to compare with (0), where any percentage would be meaningless.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** One join cohort: the members who joined on a day, and how many of them were seen again 1–7 days later. */
export interface Cohort {
  newMembers: number;
  retained: number;
}

/** A day's retention: retained ÷ joined, capped at 1; null when nobody joined that day. */
export function cohortRetention({ newMembers, retained }: Cohort): number | null {
  if (newMembers <= 0) return null;
  return Math.min(1, retained / newMembers);
}

/** A period's retention: Σ retained ÷ Σ joined over its cohort days, capped at 1; null when nobody joined. */
export function periodRetention(cohorts: readonly Cohort[]): number | null {
  return cohortRetention({
    newMembers: cohorts.reduce((n, c) => n + c.newMembers, 0),
    retained: cohorts.reduce((n, c) => n + c.retained, 0),
  });
}
