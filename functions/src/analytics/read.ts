// The statistics page's reads for a community's admin-level staff: every card for a range and the period before it
// (one BatchGet for the staff record and the community, one Query for the days), and online now.
import { ONLINE_WINDOW_MINUTES } from '@hearth/shared/constants/analytics';
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import { planFeatureRefusal, planInForce } from '@hearth/shared/rules/plan-features';
import { previousRange, rangeDays, resolveRange } from '@hearth/shared/rules/analytics';
import type { Analytics, AnalyticsRangeQuery, OnlineNow } from '@hearth/shared/schemas/analytics';
import { getStaffRecordWithCommunity } from '../communities/staff.ts';
import { utcDay } from '../platform/activity.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal, refusalSaying } from '../platform/http/errors.ts';
import { utcMinute } from './aggregate.ts';
import { buildCards } from './cards.ts';
import { sampleWindow } from './sample.ts';
import { readDays, readOnlineMinutes } from './store/read.ts';

/**
 * The caller's staff record (admin level or above) and the community, in one BatchGet. Anyone else — a stranger,
 * another community's owner, an editor below admin level — gets the overview's 404: they learn nothing.
 */
async function staffCommunity(actor: Actor, communityId: string) {
  const { staff, community } = await getStaffRecordWithCommunity(communityId, actor.memberId);
  if (!staff || !community || staff.accessLevel < ACCESS_LEVEL_ADMIN) throw refusal('NOT_STAFF');
  return community;
}

/**
 * Every statistics card for the range and the previous period of the same length, in one round of two requests: the
 * staff-and-community BatchGet and one Query of the days (from the previous period's start through the range's end,
 * or through today when the range ends earlier: the member totals count back from the total now over every later
 * day's new members). The Query starts beside the BatchGet, for latency; nothing it read is answered unless the caller
 * is admin-level staff and the plan includes statistics (403 naming the plan). A community still on sample analytics
 * gets the marked sample instead of what was read.
 */
export async function getAnalytics(
  actor: Actor,
  communityId: string,
  query: AnalyticsRangeQuery,
  now = new Date(),
): Promise<Analytics> {
  const today = utcDay(now);
  const range = resolveRange(query, today);
  const previous = previousRange(range);
  const lastDay = range.endDate > today ? range.endDate : today;
  const window = rangeDays({ startDate: previous.startDate, endDate: lastDay });
  const days = readDays(communityId, previous.startDate, lastDay);
  // A refusal below leaves the Query unanswered: its outcome is observed so it is never an unhandled rejection.
  days.catch(() => undefined);

  const community = await staffCommunity(actor, communityId);
  const refused = planFeatureRefusal('statistics', planInForce(community));
  if (refused) throw refusalSaying(refused.code, refused.message);
  const isSampleAnalytics = community.isSampleAnalytics === true;
  const read = isSampleAnalytics
    ? sampleWindow(communityId, window)
    : { ...(await days), memberCount: community.memberCount ?? 0 };
  return { isSampleAnalytics, ...buildCards({ range, previousRange: previous, window, ...read }) };
}

/** The last 5 UTC minutes, newest first (`YYYY-MM-DDTHH:MM`), the current one included. */
export const onlineMinutes = (now: Date) =>
  Array.from({ length: ONLINE_WINDOW_MINUTES }, (_, i) => utcMinute(now.getTime() - i * 60_000));

/** Distinct members and guests with activity in the last 5 minutes: the unions of the minutes' sets. */
export async function getOnlineNow(actor: Actor, communityId: string, now = new Date()): Promise<OnlineNow> {
  await staffCommunity(actor, communityId);
  const minutes = await readOnlineMinutes(communityId, onlineMinutes(now));
  const members = new Set(minutes.flatMap((m) => m.members));
  const guests = new Set(minutes.flatMap((m) => m.guests));
  return { members: members.size, guests: guests.size, at: now.toISOString() };
}
