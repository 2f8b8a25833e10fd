// First-party analytics (owner-dashboard §2 Analytics cards, §3 Analytics, §7 Analytics calls, §9): the beacon batch
// the community site sends, the range a dashboard read asks for, and the answers.
import * as z from 'zod';
import { DEVICES, MAX_BEACON_ITEMS, MAX_RANGE_DAYS } from '../constants/analytics.ts';

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date in the form YYYY-MM-DD.', abort: true })
  .refine((value) => new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().slice(0, 10) === value, {
    message: 'That date does not exist.',
  });

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * `startDate` and `endDate`, both optional (shared/src/rules/analytics.ts `resolveRange` fills them in: the default is
 * the last 7 days to today, UTC; one alone is paired with the day 6 days after or before it). The end may not be
 * before the start, and a range is at most 366 days.
 */
export const analyticsRangeQuerySchema = z
  .object({ startDate: dayString.optional(), endDate: dayString.optional() })
  .superRefine((query, ctx) => {
    if (!query.startDate || !query.endDate) return;
    if (query.endDate < query.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date.' });
    } else if (daysBetween(query.startDate, query.endDate) + 1 > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `A range is at most ${MAX_RANGE_DAYS} days.` });
    }
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;
export interface AnalyticsRange {
  startDate: string;
  endDate: string;
}

/** One thing that happened on the site: a page view (route change) or a heartbeat while the tab is visible. */
export const beaconItemSchema = z.discriminatedUnion('k', [
  z.object({
    k: z.literal('view'),
    /** Milliseconds since the epoch, by the browser's clock (the server clamps it to the last day). */
    at: z.number().int().nonnegative(),
    /** The route's path (no query, no fragment). */
    path: z.string().min(1).max(512).startsWith('/'),
  }),
  z.object({ k: z.literal('beat'), at: z.number().int().nonnegative() }),
]);
export type BeaconItem = z.infer<typeof beaconItemSchema>;

/** What `navigator.sendBeacon` posts: the community it is for and up to 50 items. Nothing personal. */
export const beaconBatchSchema = z.object({
  communityId: z.string().min(1).max(64),
  items: z.array(beaconItemSchema).min(1).max(MAX_BEACON_ITEMS),
});
export type BeaconBatch = z.infer<typeof beaconBatchSchema>;

export const deviceSchema = z.enum(DEVICES);

/** One day of the range. `retention` is null when nobody joined that day. */
export const analyticsDaySchema = z.object({
  date: dayString,
  /** Members at the end of the day. */
  totalMembers: z.number().int().nonnegative(),
  newMembers: z.number().int().nonnegative(),
  /** Distinct members active that day (signed in, or seen by a beacon while signed in). */
  activeMembers: z.number().int().nonnegative(),
  /** New posts (Member Activity). */
  posts: z.number().int().nonnegative(),
  /** Page views (Member Visits). */
  pageViews: z.number().int().nonnegative(),
  /** Distinct visitors (members and guests) that day. */
  visitors: z.number().int().nonnegative(),
  sessions: z.number().int().nonnegative(),
  /** Seconds spent in the day's sessions, summed. */
  sessionSeconds: z.number().int().nonnegative(),
  /** Share (0–1) of the day's new members active again within 7 days; null when nobody joined. */
  retention: z.number().min(0).max(1).nullable(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** A period's headline numbers: each card's big figure. */
export const analyticsSummarySchema = z.object({
  /** Members at the end of the period. */
  totalMembers: z.number().int().nonnegative(),
  newMembers: z.number().int().nonnegative(),
  /** Distinct members per day, averaged over the period's days (rounded). */
  activeMembers: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  pageViews: z.number().int().nonnegative(),
  sessions: z.number().int().nonnegative(),
  /** Average session length in seconds (0 without sessions). */
  avgSessionSeconds: z.number().int().nonnegative(),
  /** Retained ÷ joined over the period's cohort days (0–1); null when nobody joined. */
  retentionRate: z.number().min(0).max(1).nullable(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** A distribution: visitors (unique per day, summed over the range) by name, largest first. */
const shareSchema = z.object({ name: z.string(), users: z.number().int().nonnegative() });
export type AnalyticsShare = z.infer<typeof shareSchema>;

export const analyticsSchema = z.object({
  range: z.object({ startDate: dayString, endDate: dayString }),
  /** The period of the same length just before the range, which each card compares with. */
  previousRange: z.object({ startDate: dayString, endDate: dayString }),
  /** True while the community has no real data yet: every number is a clearly marked sample. */
  isSampleAnalytics: z.boolean(),
  days: z.array(analyticsDaySchema),
  summary: analyticsSummarySchema,
  previousSummary: analyticsSummarySchema,
  /** Platform Distribution: desktop, mobile, tablet (all three, zeros included). */
  devices: z.array(z.object({ name: deviceSchema, users: z.number().int().nonnegative() })),
  /** OS Distribution, largest first. */
  operatingSystems: z.array(shareSchema),
  /** Member Information: the top 5 countries (ISO 3166-1 alpha-2 codes), largest first. */
  countries: z.array(shareSchema).max(5),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** Online now: distinct members and guests with activity in the last 5 minutes. */
export const onlineNowSchema = z.object({
  members: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
  /** When it was counted (ISO). */
  at: z.iso.datetime(),
});
export type OnlineNow = z.infer<typeof onlineNowSchema>;
