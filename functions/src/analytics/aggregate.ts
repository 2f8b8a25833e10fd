// How one beacon batch changes a visitor's day and the community's day (pure; the consumer and the rebuild share it):
// the visitor-day keeps every second of activity, its sessions and seconds are derived from them (sessions.ts), and
// the community's day moves by the difference. Device, OS and country count a visitor once per day, on their first
// batch of the day.
import { RETENTION_WINDOW_DAYS } from '@hearth/shared/constants/analytics';
import type { BeaconItem } from '@hearth/shared/schemas/analytics';
import type { EventDetail } from '@hearth/shared/schemas/events';
import { utcDay } from '../platform/activity.ts';
import { sessionsOf } from './sessions.ts';

export type BeaconDetail = EventDetail<'analytics.beacons'>;

/** What the visitorDay item holds (less keys and ttl). */
export interface VisitorDayState {
  secs: number[];
  device: string;
  os: string;
  country: string | null;
  memberId?: string;
  sessions: number;
  seconds: number;
  /** The version the optimistic condition compares. */
  v: number;
}

/** The counters the analyticsDay item adds up: views, visitors, memberVisitors, sessions, seconds, dev:/os:/cc:. */
export type DayDelta = Record<string, number>;

const DAY_MS = 86_400_000;
/** The UTC minute of a moment (`YYYY-MM-DDTHH:MM`): an online-minute item's key, written and read the same way. */
export const utcMinute = (at: number) => new Date(at).toISOString().slice(0, 16);
export const secondOfDay = (at: number) => Math.floor((at % DAY_MS) / 1000);

/** A batch's items per UTC day: their seconds of the day and the page views. */
export function itemsByDay(items: readonly BeaconItem[]): Map<string, { secs: number[]; views: number; at: number }> {
  const days = new Map<string, { secs: number[]; views: number; at: number }>();
  for (const item of items) {
    const day = utcDay(item.at);
    const part = days.get(day) ?? { secs: [], views: 0, at: item.at };
    part.secs.push(secondOfDay(item.at));
    if (item.k === 'view') part.views += 1;
    part.at = Math.min(part.at, item.at);
    days.set(day, part);
  }
  return days;
}

const add = (delta: DayDelta, name: string, by: number) => {
  if (by !== 0) delta[name] = (delta[name] ?? 0) + by;
};

/** The visitor-day after a batch's items of that day, and how the community's day moves. */
export function foldVisitorDay(
  prior: VisitorDayState | null,
  detail: BeaconDetail,
  part: { secs: number[]; views: number },
): { next: VisitorDayState; delta: DayDelta; first: boolean } {
  const secs = [...new Set([...(prior?.secs ?? []), ...part.secs])].sort((a, b) => a - b);
  const { sessions, seconds } = sessionsOf(secs);
  const next: VisitorDayState = {
    secs,
    device: prior?.device ?? detail.device,
    os: prior?.os ?? detail.os,
    country: prior ? prior.country : detail.country,
    ...((prior?.memberId ?? detail.memberId) ? { memberId: prior?.memberId ?? detail.memberId } : {}),
    sessions,
    seconds,
    v: (prior?.v ?? 0) + 1,
  };
  const delta: DayDelta = {};
  add(delta, 'views', part.views);
  add(delta, 'sessions', sessions - (prior?.sessions ?? 0));
  add(delta, 'seconds', seconds - (prior?.seconds ?? 0));
  if (!prior) {
    add(delta, 'visitors', 1);
    if (next.memberId) add(delta, 'memberVisitors', 1);
    add(delta, `dev:${next.device}`, 1);
    add(delta, `os:${next.os}`, 1);
    if (next.country) add(delta, `cc:${next.country}`, 1);
  }
  return { next, delta, first: !prior };
}

/** The cohort day a member's visit on `day` retains them in (their join day), or null outside 1–7 days after it. */
export function retentionCohort(joinDay: string, day: string): string | null {
  const after = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${joinDay}T00:00:00Z`)) / DAY_MS);
  return after >= 1 && after <= RETENTION_WINDOW_DAYS ? joinDay : null;
}

/** Adds one delta into another (the rebuild's and the bench's recount). */
export function addDelta(into: DayDelta, delta: DayDelta): DayDelta {
  for (const [name, by] of Object.entries(delta)) add(into, name, by);
  return into;
}
