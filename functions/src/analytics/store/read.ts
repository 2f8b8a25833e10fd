// The statistics page's reads: a range of days (the platform's daily counters and this domain's beacon aggregates,
// sorted side by side, in one Query) and the last minutes' online sets (one BatchGet).
import { getDayItems, type StatsDayItem } from '../../platform/activity.ts';
import { batchGetItems } from '../../platform/db/batch.ts';
import { keys } from '../../platform/db/keys.ts';

/** A day's beacon aggregates as the statistics read them (an analyticsDay item decoded; absent counters are 0). */
export interface VisitDay {
  day: string;
  views: number;
  visitors: number;
  memberVisitors: number;
  sessions: number;
  seconds: number;
  /** Visitors per device, OS and country (ISO 3166-1 alpha-2), from the `dev:`, `os:` and `cc:` attributes. */
  devices: Record<string, number>;
  os: Record<string, number>;
  countries: Record<string, number>;
  /** How many of the day's new members were seen again 1–7 days later (the size of `retained`). */
  retained: number;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The size of a String Set as the document client answers it (a Set; an array from a plain item). */
const sizeOf = (value: unknown) => (value instanceof Set ? value.size : Array.isArray(value) ? value.length : 0);

const PREFIXES = { 'dev:': 'devices', 'os:': 'os', 'cc:': 'countries' } as const;

/** Decodes an analyticsDay item. */
export function visitDayOf(item: Record<string, unknown>): VisitDay {
  const day: VisitDay = {
    day: String(item.day),
    views: num(item.views),
    visitors: num(item.visitors),
    memberVisitors: num(item.memberVisitors),
    sessions: num(item.sessions),
    seconds: num(item.seconds),
    devices: {},
    os: {},
    countries: {},
    retained: sizeOf(item.retained),
  };
  for (const [name, value] of Object.entries(item)) {
    for (const [prefix, field] of Object.entries(PREFIXES)) {
      if (name.startsWith(prefix) && num(value) > 0) day[field][name.slice(prefix.length)] = num(value);
    }
  }
  return day;
}

/**
 * Every day from `fromDay` to `toDay` in ONE Query of the community's partition: the daily counters (new members,
 * active members, posts) and the beacon aggregates (analyticsDay items) beside them. Other items of the range are
 * not this domain's and are left alone.
 */
export async function readDays(
  communityId: string,
  fromDay: string,
  toDay: string,
): Promise<{ stats: StatsDayItem[]; visits: VisitDay[] }> {
  const { stats, beside } = await getDayItems(communityId, fromDay, toDay);
  const visits = beside
    .filter((item) => typeof item.day === 'string' && item.SK === keys.analyticsDay(communityId, item.day).SK)
    .map(visitDayOf);
  return { stats, visits };
}

/** The member and guest visitor keys of each of these UTC minutes (`YYYY-MM-DDTHH:MM`) that had any: one BatchGet. */
export async function readOnlineMinutes(
  communityId: string,
  minutes: string[],
): Promise<Array<{ members: string[]; guests: string[] }>> {
  const items = await batchGetItems<{ members?: unknown; guests?: unknown }>(
    minutes.map((minute) => keys.onlineMinute(communityId, minute)),
  );
  const list = (value: unknown) => (value instanceof Set || Array.isArray(value) ? [...value].map(String) : []);
  return items.map((item) => ({ members: list(item.members), guests: list(item.guests) }));
}
