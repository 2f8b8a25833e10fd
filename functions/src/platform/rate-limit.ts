// Attempt limits: one atomic counter per (action, scope, fixed window), expiring with the window (TTL). Scopes are
// the client address, the account, and the (account, address) pair; a scope over its limit refuses the attempt,
// except the account's own count for sign-in, which only slows attempts down (docs/auth.md, Attempt limits). An
// action whose limit is on failures (sign-in) gives its counts back when the attempt succeeds. Members' writes others
// read (posts, comments, reports, invitations) are counted per member the same way (`countMemberAction`).
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ACCOUNT_SLOWDOWN,
  type AttemptLimit,
  RATE_LIMITS,
  type RateLimitedAction,
} from '@hearth/shared/constants/auth';
import {
  MEMBER_RATE_LIMITS,
  type MemberRateLimit,
  type MemberRateLimitedAction,
} from '@hearth/shared/constants/member-limits';
import * as messages from '@hearth/shared/messages';
import * as z from 'zod';
import { config } from './config.ts';
import { db, tableName } from './db/client.ts';
import { keys } from './db/keys.ts';
import { AppError, tooManyRequests } from './http/errors.ts';

export interface AttemptCounts {
  ip: number;
  account?: number;
  accountAndIp?: number;
}

export type AttemptVerdict = { refuse: true } | { refuse: false; delayMs: number };

/** What the counts of this attempt (itself included) mean under a limit: refused, or let through after a delay. */
export function attemptVerdict(limit: AttemptLimit, counts: AttemptCounts): AttemptVerdict {
  const over = (count: number | undefined, max: number | undefined) =>
    count !== undefined && max !== undefined && count > max;
  if (
    over(counts.ip, limit.perIp) ||
    over(counts.account, limit.perAccount) ||
    over(counts.accountAndIp, limit.perAccountAndIp)
  ) {
    return { refuse: true };
  }
  const excess =
    counts.account !== undefined && limit.slowAccountAfter !== undefined ? counts.account - limit.slowAccountAfter : 0;
  const delayMs = excess > 0 ? Math.min(ACCOUNT_SLOWDOWN.firstMs * 2 ** (excess - 1), ACCOUNT_SLOWDOWN.maxMs) : 0;
  return { refuse: false, delayMs };
}

/** Adds `by` to the (action, scope) counter of the window starting at `windowStart`; the count so far. */
export async function countInWindow(
  communityId: string,
  action: string,
  scope: string,
  windowStart: number,
  windowMs: number,
  by: 1 | -1 = 1,
) {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.attempts(communityId, action, scope, windowStart),
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': by, ':ttl': Math.ceil((windowStart + windowMs) / 1000) + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.count ?? 0);
}

/** A counted attempt; `succeeded()` takes it back out of every count (for limits on failed attempts only). */
export interface CountedAttempt {
  succeeded(): Promise<void>;
}

/** Counts one attempt in every scope its limit has; throws 429 when one is over, else waits any slow-down. */
export async function countAttempt(
  communityId: string,
  action: RateLimitedAction,
  scopes: { account?: string; ip: string },
  now = Date.now(),
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<CountedAttempt> {
  const limit: AttemptLimit = RATE_LIMITS[action];
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const tally = (scope: string, by: 1 | -1 = 1) => countInWindow(communityId, action, scope, windowStart, windowMs, by);
  const { account, ip } = scopes;
  const countsAccount = account !== undefined && (limit.perAccount ?? limit.slowAccountAfter) !== undefined;
  const countsPair = account !== undefined && limit.perAccountAndIp !== undefined;
  const scopeKeys = [
    `ip:${ip}`,
    countsAccount ? `account:${account}` : undefined,
    countsPair ? `account-ip:${account}|${ip}` : undefined,
  ] as const;
  const tallyAll = (by: 1 | -1) => Promise.all(scopeKeys.map((s) => (s === undefined ? undefined : tally(s, by))));
  const [ipCount = 0, accountCount, pairCount] = await tallyAll(1);
  const verdict = attemptVerdict(limit, { ip: ipCount, account: accountCount, accountAndIp: pairCount });
  if (verdict.refuse) {
    const minutes = Math.max(1, Math.ceil((windowStart + windowMs - now) / 60_000));
    throw new AppError(429, 'RATE_LIMITED', messages.tooManyAttempts(minutes));
  }
  if (verdict.delayMs > 0) await wait(verdict.delayMs);
  return {
    succeeded: async () => {
      await tallyAll(-1);
    },
  };
}

const limitOverride = z
  .object({ windowSeconds: z.number().int().min(1), perMember: z.number().int().min(1) })
  .partial()
  .strict()
  .optional();
const overridesSchema = z
  .object({
    post: limitOverride,
    comment: limitOverride,
    report: limitOverride,
    invitation: limitOverride,
    draftSave: limitOverride,
  })
  .strict() satisfies z.ZodType<Partial<Record<MemberRateLimitedAction, Partial<MemberRateLimit>>>>;

let parsed: { raw: string | undefined; overrides: z.infer<typeof overridesSchema> } | undefined;

/** The limit in force for a member action: the default, or the deployment's own numbers (MEMBER_RATE_LIMITS). */
export function memberLimit(action: MemberRateLimitedAction): MemberRateLimit {
  const raw = config().memberRateLimits;
  if (!parsed || parsed.raw !== raw) {
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : {};
    } catch {
      json = null;
    }
    const result = overridesSchema.safeParse(json);
    if (!result.success) {
      throw new Error(`MEMBER_RATE_LIMITS is not a set of limits (docs/architecture/rate-limits.md): ${raw}`);
    }
    parsed = { raw, overrides: result.data };
  }
  return { ...MEMBER_RATE_LIMITS[action], ...parsed.overrides[action] };
}

/**
 * Counts one of a member's writes in its fixed window; over the limit it throws 429 with the spec's generic text and
 * Retry-After (seconds to the window's end). A refused write counts too, so a loop stays refused until then.
 */
export async function countMemberAction(
  communityId: string,
  action: MemberRateLimitedAction,
  memberId: string,
  now = Date.now(),
): Promise<void> {
  const limit = memberLimit(action);
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const writes = await countInWindow(communityId, `member-${action}`, `member:${memberId}`, windowStart, windowMs);
  if (writes > limit.perMember) throw tooManyRequests(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one use of a daily quota (the UTC day, a counter item that expires with it); answers the uses so far, this
 * one included, and the seconds to the day's end. The caller compares with its quota.
 */
export async function countDailyUse(
  communityId: string,
  action: string,
  scope: string,
  now = Date.now(),
): Promise<{ used: number; secondsLeft: number }> {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const used = await countInWindow(communityId, `daily-${action}`, scope, dayStart, DAY_MS);
  return { used, secondsLeft: Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000)) };
}
