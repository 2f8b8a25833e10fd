// Outbound webhooks' rules, shared by the owner page and the delivery code: the event types an endpoint may subscribe
// to, the endpoint URL rule (https only, no credentials) and the retry schedule (exponential backoff for 24 hours).

/** The event types an endpoint may subscribe to (docs/architecture/webhooks.md maps each to its domain event). */
export const WEBHOOK_EVENT_TYPES = [
  'member.joined',
  'member.banned',
  'post.created',
  'post.approved',
  'comment.created',
  'subscription.started',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints a community may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Deliveries the log shows per endpoint, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/** How long a delivery is retried, and how long an endpoint may fail before it is disabled. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 4 * 60 * 60_000;

/** Why a URL may not be an endpoint, or null when it may (the host's addresses are checked at each delivery). */
export function webhookUrlProblem(raw: string): 'invalid' | 'https' | 'credentials' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:') return 'https';
  if (url.username || url.password) return 'credentials';
  return url.hostname ? null : 'invalid';
}

/** The wait after the n-th failed attempt (1-based): 1, 2, 4 … minutes, at most 4 hours. */
export const webhookRetryDelayMs = (failedAttempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));

/**
 * When a delivery first tried at `firstAttemptAt` and failed `failedAttempts` times (the last at `lastAttemptAt`) is
 * tried next: after the backoff, the last try exactly 24 hours after the first; null once that one has failed.
 */
export function nextWebhookAttempt(
  firstAttemptAt: number,
  lastAttemptAt: number,
  failedAttempts: number,
): number | null {
  const end = firstAttemptAt + WEBHOOK_RETRY_WINDOW_MS;
  if (lastAttemptAt >= end) return null;
  return Math.min(end, lastAttemptAt + webhookRetryDelayMs(failedAttempts));
}

/** Whether an endpoint failing since `failingSince` (no success since) has failed long enough to be disabled. */
export const webhookEndpointExhausted = (failingSince: number, now: number): boolean =>
  now - failingSince >= WEBHOOK_RETRY_WINDOW_MS;
