// Attempt limits: one atomic counter per (action, scope, fixed window), expiring with the window (TTL).
// Scopes are the account (e-mail) and the client IP; either one over its limit refuses the attempt.
import { RATE_LIMITS, type RateLimitedAction } from '@hearth/shared/constants/auth';
import { messages } from '@hearth/shared/messages';
import { db, tableName } from './db/client.ts';
import { keys } from './db/keys.ts';
import { AppError } from './http/errors.ts';

export async function countAttempt(
  communityId: string,
  action: RateLimitedAction,
  scopes: { account?: string; ip: string },
  now = Date.now(),
): Promise<void> {
  const limit = RATE_LIMITS[action];
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const { client, commands } = await db();
  const checks: Array<[string, number]> = [[`ip:${scopes.ip}`, limit.perIp]];
  if (scopes.account) checks.push([`account:${scopes.account}`, limit.perAccount]);
  const counts = await Promise.all(
    checks.map(async ([scope]) => {
      const out = await client.send(
        new commands.UpdateCommand({
          TableName: tableName(),
          Key: keys.attempts(communityId, action, scope, windowStart),
          UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':ttl': Math.ceil((windowStart + windowMs) / 1000) + 60 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(out.Attributes?.count ?? 0);
    }),
  );
  if (counts.some((count, i) => count > checks[i]![1])) {
    const minutes = Math.max(1, Math.ceil((windowStart + windowMs - now) / 60_000));
    throw new AppError(429, 'RATE_LIMITED', messages.tooManyAttempts(minutes));
  }
}
