// The analytics rebuild: every beacon aggregate of a community over a range of UTC days, recounted from the raw
// batches (the event items kept 90 days in the GSI1 index `C#<id>#BEACONS#<day>`) with the consumer's own pure
// functions (aggregate.ts), written over what is there: each visitor-day, and the beacon counters and retained cohort
// of each analyticsDay. It then marks every batch it counted as applied by the analytics consumer, so a later delivery
// of one is a duplicate. `npm run analytics:rebuild` runs it against the local platform; in AWS the same function is
// job-shaped (`rebuildAnalyticsJob`): docs/architecture/analytics.md, Rebuild.
import { RETENTION_WINDOW_DAYS } from '@hearth/shared/constants/analytics';
import { addDays, rangeDays } from '@hearth/shared/rules/analytics';
import { utcDay } from '../platform/activity.ts';
import { memberJoinDays } from '../members/service.ts';
import { transactWrite, type TransactItem } from '../platform/db/transact.ts';
import { appliedMarks } from '../platform/events/consumer.ts';
import {
  addDelta,
  type DayDelta,
  foldVisitorDay,
  itemsByDay,
  retentionCohort,
  type VisitorDayState,
} from './aggregate.ts';
import type { BeaconEvent } from './beacon-effect.ts';
import * as store from './store/collect.ts';

/** The consumer whose marks the rebuild writes (its name keys them: consumers/event-counts.ts). */
export const ANALYTICS_CONSUMER = 'analytics.event-counts';

/** Every UTC day from `from` to `to`, both included (the shared range rule). */
export const daysBetween = (from: string, to: string) => rangeDays({ startDate: from, endDate: to });

export interface Recount {
  /** Every visitor-day of the range as the consumer would hold it: `<visitor>|<day>` → state. */
  visitorDays: Map<string, { visitor: string; day: string; state: VisitorDayState }>;
  /** Every day of the range: its counters and its cohort's retained members. */
  days: Map<string, { totals: DayDelta; retained: Set<string> }>;
}

/**
 * The recount (pure): `batches` in the order of their ids (ULIDs: the order they were received), days of the range
 * only; `joinDays` the members' join days. A batch's items of another day count on that day when it is in the range.
 */
export function recount(
  batches: readonly BeaconEvent[],
  range: { from: string; to: string },
  joinDays: ReadonlyMap<string, string>,
): Recount {
  const inRange = (day: string) => day >= range.from && day <= range.to;
  const result: Recount = { visitorDays: new Map(), days: new Map() };
  for (const day of daysBetween(range.from, range.to)) result.days.set(day, { totals: {}, retained: new Set() });
  const sorted = [...batches].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const batch of sorted) {
    const { visitor, memberId } = batch.detail;
    for (const [day, part] of itemsByDay(batch.detail.items)) {
      const joined = memberId ? joinDays.get(memberId) : undefined;
      const cohort = joined ? retentionCohort(joined, day) : null;
      if (cohort && memberId && inRange(cohort)) result.days.get(cohort)!.retained.add(memberId);
      if (!inRange(day)) continue;
      const key = `${visitor}|${day}`;
      const prior = result.visitorDays.get(key)?.state ?? null;
      const fold = foldVisitorDay(prior, batch.detail, part);
      result.visitorDays.set(key, { visitor, day, state: fold.next });
      addDelta(result.days.get(day)!.totals, fold.delta);
    }
  }
  return result;
}

export interface RebuildResult {
  batches: number;
  days: number;
  visitorDays: number;
}

/** Recounts a community's range from its raw batches and writes the aggregates and the applied marks. */
export async function rebuildAnalytics(communityId: string, from: string, to: string): Promise<RebuildResult> {
  // The day before (a batch that crossed midnight into `from`) and the retention window after (cohorts of the range).
  const readDays = daysBetween(addDays(from, -1), addDays(to, RETENTION_WINDOW_DAYS));
  const perDay = await Promise.all(readDays.map((day) => store.queryBeaconBatches(communityId, day)));
  const batches = perDay.flat();
  const memberIds = [...new Set(batches.flatMap((b) => (b.detail.memberId ? [b.detail.memberId] : [])))];
  const joinDays = memberIds.length ? await memberJoinDays(communityId, memberIds) : new Map<string, string>();
  const counted = recount(batches, { from, to }, joinDays);

  // The marks first: a delivery that commits before them is overwritten by the recount below (which counts it), and
  // any after them is a duplicate. Only batches whose every counted item is in the range (indexed from `from` to
  // `to`); those indexed the day before or after only lent the range their items of it, or a visit to a cohort.
  const marked = perDay.slice(1, 1 + daysBetween(from, to).length).flat();
  const marks = appliedMarks({ name: ANALYTICS_CONSUMER }, marked);
  for (let i = 0; i < marks.length; i += 100) await transactWrite(marks.slice(i, i + 100), { maxAttempts: 20 });

  const writes: TransactItem[] = [];
  for (const { visitor, day, state } of counted.visitorDays.values()) {
    // A version no consumer decision holds: one conditioned on the old item fails and decides again.
    writes.push(store.putVisitorDay(communityId, visitor, day, { ...state, v: state.v + Date.now() }, undefined));
  }
  for (const [day, { totals, retained }] of counted.days) {
    writes.push(store.replaceAnalyticsDay(communityId, day, totals, [...retained]));
  }
  for (let i = 0; i < writes.length; i += 100) await transactWrite(writes.slice(i, i + 100), { maxAttempts: 20 });
  return { batches: batches.length, days: counted.days.size, visitorDays: counted.visitorDays.size };
}

/** The job-shaped entry for AWS: `{ communityId, from?, to? }` (default: the 90 days of raw batches to today). */
export async function rebuildAnalyticsJob(input: { communityId: string; from?: string; to?: string }) {
  const to = input.to ?? utcDay();
  const from = input.from ?? addDays(to, -89);
  return rebuildAnalytics(input.communityId, from, to);
}
