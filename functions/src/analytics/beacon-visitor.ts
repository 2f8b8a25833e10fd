// The visitor key of a beacon batch: a member is `m:<memberId>`; a guest is `g:` + the first 20 hex digits of
// HMAC-SHA256(secret, `<UTC day>|<community>|<client address>|<user agent>`). No cookie and nothing stored on the
// device: a guest's key changes every UTC day, and without the secret it cannot be turned back into an address.
import { createHmac } from 'node:crypto';

export interface VisitorParts {
  memberId?: string | undefined;
  communityId: string;
  day: string;
  address: string;
  userAgent: string;
}

export function visitorKey(parts: VisitorParts, secret: string): string {
  if (parts.memberId) return `m:${parts.memberId}`;
  const hash = createHmac('sha256', secret)
    .update(`${parts.day}|${parts.communityId}|${parts.address}|${parts.userAgent}`)
    .digest('hex');
  return `g:${hash.slice(0, 20)}`;
}

/**
 * The guest key's secret: ANALYTICS_VISITOR_SECRET, else in Lambda the origin secret (generated once by CDK), else a
 * fixed local value (the local origin secret is new on every start, which would split a guest's day).
 */
export const visitorSecret = ({ originSecret, inLambda }: { originSecret?: string | undefined; inLambda: boolean }) =>
  process.env.ANALYTICS_VISITOR_SECRET || (inLambda ? originSecret : undefined) || 'hearth-local-visitor-secret';
