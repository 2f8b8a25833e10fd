// The statistics page's date range (owner-dashboard §9: the last 7 days to today by default, YYYY-MM-DD): the
// presets, a custom range checked by the shared schema's rules, and how the range sits in the address.
import { DEFAULT_RANGE_DAYS } from '@hearth/shared/constants/analytics';
import { addDays, rangeLength } from '@hearth/shared/rules/analytics';
import { analyticsRangeQuerySchema, type AnalyticsRange, dayString } from '@hearth/shared/schemas/analytics';

export const RANGE_PRESETS = ['7d', '30d', '90d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const presetLabels: Record<RangePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

const presetDays: Record<RangePreset, number> = { '7d': DEFAULT_RANGE_DAYS, '30d': 30, '90d': 90 };

/** What the address holds: a preset (absent = the default), or a custom start and end. */
export interface StatisticsSearch {
  range?: RangePreset | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The page's range: a preset's days counted back from today, or the custom days the address names. */
export type SelectedRange =
  { kind: 'preset'; preset: RangePreset } | { kind: 'custom'; startDate: string; endDate: string };

/** The UTC calendar day of a time (the server counts days in UTC). */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A custom range when the address names both days, else its preset (7 days when none). */
export function selectedRange(search: StatisticsSearch): SelectedRange {
  if (search.startDate && search.endDate) {
    return { kind: 'custom', startDate: search.startDate, endDate: search.endDate };
  }
  return { kind: 'preset', preset: search.range ?? '7d' };
}

/** The days a selection asks the API for; `now` is the reading of the clock. */
export function rangeDays(selection: SelectedRange, now: number): AnalyticsRange {
  if (selection.kind === 'custom') return { startDate: selection.startDate, endDate: selection.endDate };
  const endDate = utcDay(now);
  return { startDate: addDays(endDate, 1 - presetDays[selection.preset]), endDate };
}

/** The address for a selection: nothing for the default preset. */
export function searchFor(selection: SelectedRange): StatisticsSearch {
  if (selection.kind === 'custom') return { startDate: selection.startDate, endDate: selection.endDate };
  return selection.preset === '7d' ? {} : { range: selection.preset };
}

/** The shared day schema's word on a day, or undefined when it is a calendar day. */
const dayProblem = (value: string) => dayString.safeParse(value).error?.issues[0]?.message;

/**
 * What is wrong with a custom range, per input: a missing day, or what the shared range schema says (the API checks
 * the same schema); an empty object when the range can be asked for.
 */
export function customRangeProblems(startDate: string, endDate: string): { startDate?: string; endDate?: string } {
  const problems: { startDate?: string; endDate?: string } = {};
  if (!startDate) problems.startDate = 'Choose a start date.';
  else if (dayProblem(startDate)) problems.startDate = dayProblem(startDate);
  if (!endDate) problems.endDate = 'Choose an end date.';
  else if (dayProblem(endDate)) problems.endDate = dayProblem(endDate);
  if (problems.startDate || problems.endDate) return problems;
  const parsed = analyticsRangeQuerySchema.safeParse({ startDate, endDate });
  if (parsed.success) return {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'startDate' || field === 'endDate') && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

/** "the previous 7 days": what each card's comparison is against. */
export const previousPeriodLabel = (range: AnalyticsRange) => {
  const days = rangeLength(range);
  return days === 1 ? 'the previous day' : `the previous ${days} days`;
};
