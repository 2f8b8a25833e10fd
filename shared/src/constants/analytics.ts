// First-party analytics (owner-dashboard §2 Analytics cards, §3, §9): how the community site collects, how the
// numbers are derived, and the limits of a request. docs/architecture/analytics.md explains each.

/** A heartbeat every 15 s while the tab is visible: the resolution of time spent and of "online now". */
export const BEAT_INTERVAL_SECONDS = 15;
/** The site sends its queued beacons at most this often (and when the tab hides or the queue is full). */
export const FLUSH_INTERVAL_SECONDS = 60;
/** A visitor's activity more than 30 minutes after their previous activity starts a new session. */
export const SESSION_GAP_SECONDS = 30 * 60;
/** "Online now": visitors with activity in the last 5 minutes. */
export const ONLINE_WINDOW_MINUTES = 5;
/** Raw beacon batches are kept 90 days, so the aggregates can be rebuilt from them. */
export const RAW_BEACON_TTL_DAYS = 90;
/** A member is retained when active again 1 to 7 days after the day they joined. */
export const RETENTION_WINDOW_DAYS = 7;
/** The default range: the last 7 days to today (§9). */
export const DEFAULT_RANGE_DAYS = 7;
/** The longest range a request may ask for. */
export const MAX_RANGE_DAYS = 366;
/** The country chart shows the top 5 (§9). */
export const TOP_COUNTRIES = 5;
/** A beacon batch holds at most 50 items and 16 KB; the site flushes long before either. */
export const MAX_BEACON_ITEMS = 50;
export const MAX_BEACON_BYTES = 16 * 1024;
/** Batches one client address may send per minute before 429 (per container in AWS; docs say why). */
export const BEACONS_PER_ADDRESS_PER_MINUTE = 120;

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];
