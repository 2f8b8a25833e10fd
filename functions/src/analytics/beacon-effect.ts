// The analytics consumer's effect of one beacon batch (`analytics.beacons`): it reads the visitor's day(s), folds the
// batch in (aggregate.ts) and answers the transaction items: each visitor-day (conditioned on its version), the
// community's day deltas (with the retained member of a cohort), and the "online now" minutes of the last 10 minutes.
// After the commit, a member's first batch of a day counts them active and the community's sample flag is cleared.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { clearSampleAnalytics } from '../communities/sample-analytics.ts';
import { memberJoinDay } from '../members/service.ts';
import { recordActive } from '../platform/activity.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { addDelta, type DayDelta, foldVisitorDay, itemsByDay, retentionCohort, utcMinute } from './aggregate.ts';
import * as store from './store/collect.ts';

/** Online minutes are written for items of the last 10 minutes only ("online now" reads the last 5). */
export const ONLINE_WRITE_MINUTES = 10;

export type BeaconEvent = DomainEvent<'analytics.beacons'>;

/** What the commit is followed by: the days of this batch that were the visitor's first of the day. */
export interface FirstVisits {
  days: Array<{ day: string; at: number }>;
}

const firstVisits = new WeakMap<TransactItem[], FirstVisits>();

export async function beaconEffect(event: BeaconEvent, now = Date.now()): Promise<TransactItem[]> {
  const { communityId, detail } = event;
  const parts = [...itemsByDay(detail.items)];
  const priors = await Promise.all(parts.map(([day]) => store.getVisitorDay(communityId, detail.visitor, day)));
  const days = new Map<string, { delta: DayDelta; retained: string[] }>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, { delta: {}, retained: [] }).get(day)!;
  const items: TransactItem[] = [];
  const first: FirstVisits = { days: [] };
  for (const [i, [day, part]] of parts.entries()) {
    const prior = priors[i]!;
    const fold = foldVisitorDay(prior, detail, part);
    items.push(store.putVisitorDay(communityId, detail.visitor, day, fold.next, prior ? prior.v : null));
    addDelta(dayOf(day).delta, fold.delta);
    if (!fold.first) continue;
    first.days.push({ day, at: part.at });
    if (detail.memberId) {
      const joined = await memberJoinDay(communityId, detail.memberId);
      const cohort = joined ? retentionCohort(joined, day) : null;
      if (cohort) dayOf(cohort).retained.push(detail.memberId);
    }
  }
  for (const [day, { delta, retained }] of days) items.push(store.addToAnalyticsDay(communityId, day, delta, retained));
  items.push(...onlineMinutes(event, now));
  firstVisits.set(items, first);
  return items;
}

/** The minute sets of the batch's items of the last ONLINE_WRITE_MINUTES minutes (one Update per minute). */
function onlineMinutes({ communityId, detail }: BeaconEvent, now: number): TransactItem[] {
  const since = now - ONLINE_WRITE_MINUTES * 60_000;
  const minutes = new Set(detail.items.filter((item) => item.at >= since).map((item) => utcMinute(item.at)));
  const member = detail.visitor.startsWith('m:');
  return [...minutes].map((minute) =>
    store.addToOnlineMinute(communityId, minute, member ? [detail.visitor] : [], member ? [] : [detail.visitor]),
  );
}

/** After the commit: a member's first batch of a day counts them active; a first visit clears the sample flag. */
export async function afterBeacons(event: BeaconEvent, effect: TransactItem[]): Promise<void> {
  const first = firstVisits.get(effect);
  if (!first || first.days.length === 0) return;
  const { memberId } = event.detail;
  if (memberId) {
    for (const { at } of first.days) await recordActive(event.communityId, memberId, new Date(at));
  }
  await clearSampleAnalytics(event.communityId);
}
