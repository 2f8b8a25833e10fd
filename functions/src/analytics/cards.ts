// Every statistics card from a range's decoded day items (docs/architecture/analytics.md "Reading the numbers"):
// pure, so the real read and the sample build the answer the same way.
import { DEVICES, TOP_COUNTRIES } from '@hearth/shared/constants/analytics';
import { cohortRetention, periodRetention } from '@hearth/shared/rules/analytics';
import type {
  AnalyticsDay,
  AnalyticsRange,
  AnalyticsShare,
  AnalyticsSummary,
  Analytics,
} from '@hearth/shared/schemas/analytics';
import type { StatsDayItem } from '../platform/activity.ts';
import type { VisitDay } from './store/read.ts';

/** What the cards are made of: the daily counters and beacon aggregates read, and the member total now. */
export interface CardInputs {
  range: AnalyticsRange;
  previousRange: AnalyticsRange;
  /** Every day from the previous range's start through the later of the range's end and today, in order. */
  window: string[];
  stats: StatsDayItem[];
  visits: VisitDay[];
  /** The community's member total now (its `memberCount`). */
  memberCount: number;
}

/**
 * Members at the end of each day of the window: the total now minus the new members of every later day read, never
 * below 0. An approximation: members who left since are not added back (no per-day count of them is kept).
 */
export function totalsByDay(window: string[], newMembers: (day: string) => number, memberCount: number) {
  const totals = new Map<string, number>();
  let joinedLater = 0;
  for (let i = window.length - 1; i >= 0; i--) {
    const day = window[i]!;
    totals.set(day, Math.max(0, memberCount - joinedLater));
    joinedLater += newMembers(day);
  }
  return totals;
}

/** The days of a range with every per-day figure. */
function daysOf(dates: string[], inputs: CardInputs): AnalyticsDay[] {
  const stats = new Map(inputs.stats.map((s) => [s.day, s]));
  const visits = new Map(inputs.visits.map((v) => [v.day, v]));
  const newOn = (day: string) => stats.get(day)?.newMembers ?? 0;
  const totals = totalsByDay(inputs.window, newOn, inputs.memberCount);
  return dates.map((date) => {
    const s = stats.get(date);
    const v = visits.get(date);
    return {
      date,
      totalMembers: totals.get(date) ?? inputs.memberCount,
      newMembers: s?.newMembers ?? 0,
      activeMembers: s?.activeMembers ?? 0,
      posts: s?.posts ?? 0,
      pageViews: v?.views ?? 0,
      visitors: v?.visitors ?? 0,
      sessions: v?.sessions ?? 0,
      sessionSeconds: v?.seconds ?? 0,
      retention: cohortRetention({ newMembers: s?.newMembers ?? 0, retained: v?.retained ?? 0 }),
    };
  });
}

/** A period's headline figures from its days and the retained counts of its cohorts. */
export function summaryOf(days: AnalyticsDay[], retained: (day: string) => number): AnalyticsSummary {
  const sum = (pick: (d: AnalyticsDay) => number) => days.reduce((n, d) => n + pick(d), 0);
  const sessions = sum((d) => d.sessions);
  return {
    totalMembers: days.at(-1)?.totalMembers ?? 0,
    newMembers: sum((d) => d.newMembers),
    activeMembers: days.length ? Math.round(sum((d) => d.activeMembers) / days.length) : 0,
    posts: sum((d) => d.posts),
    pageViews: sum((d) => d.pageViews),
    sessions,
    avgSessionSeconds: sessions ? Math.round(sum((d) => d.sessionSeconds) / sessions) : 0,
    retentionRate: periodRetention(days.map((d) => ({ newMembers: d.newMembers, retained: retained(d.date) }))),
  };
}

/** Visitors per name summed over the days, largest first (then by name, so equal counts keep one order). */
export function shares(records: Array<Record<string, number>>): AnalyticsShare[] {
  const totals = new Map<string, number>();
  for (const record of records) {
    for (const [name, users] of Object.entries(record)) totals.set(name, (totals.get(name) ?? 0) + users);
  }
  return [...totals]
    .map(([name, users]) => ({ name, users }))
    .sort((a, b) => b.users - a.users || a.name.localeCompare(b.name));
}

/** The whole answer but its sample flag. */
export function buildCards(inputs: CardInputs): Omit<Analytics, 'isSampleAnalytics'> {
  const between = (r: AnalyticsRange) => inputs.window.filter((d) => d >= r.startDate && d <= r.endDate);
  const retained = new Map(inputs.visits.map((v) => [v.day, v.retained]));
  const retainedOn = (day: string) => retained.get(day) ?? 0;
  const days = daysOf(between(inputs.range), inputs);
  const previousDays = daysOf(between(inputs.previousRange), inputs);
  const inRange = inputs.visits.filter((v) => v.day >= inputs.range.startDate && v.day <= inputs.range.endDate);
  const devices = shares(inRange.map((v) => v.devices));
  return {
    range: inputs.range,
    previousRange: inputs.previousRange,
    days,
    summary: summaryOf(days, retainedOn),
    previousSummary: summaryOf(previousDays, retainedOn),
    devices: DEVICES.map((name) => ({ name, users: devices.find((d) => d.name === name)?.users ?? 0 })),
    operatingSystems: shares(inRange.map((v) => v.os)),
    countries: shares(inRange.map((v) => v.countries)).slice(0, TOP_COUNTRIES),
  };
}
