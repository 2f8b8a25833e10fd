// Signed unsubscribe links (member-forum §2.8 /unsubscribePost, §7.2): the member and the post they stop following,
// with an expiry, signed with HMAC-SHA256 under the community's own key, so a link works without signing in and a
// forged, altered or expired one does nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as mailStore from './store/mail.ts';

/** How long an unsubscribe link in an e-mail works. */
export const UNSUBSCRIBE_LINK_TTL_SECONDS = 60 * 86_400;

export interface UnsubscribeClaim {
  memberId: string;
  postId: string;
}

const secretOf = (communityId: string) => mailStore.linkKey(communityId, () => randomBytes(32).toString('base64url'));

const mac = (secret: string, communityId: string, payload: string) =>
  createHmac('sha256', secret).update(`${communityId}.${payload}`).digest('base64url');

/** `<payload>.<signature>`: the payload is `memberId.postId.expiry` in base64url. */
export async function signUnsubscribe(communityId: string, claim: UnsubscribeClaim, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_LINK_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify({ m: claim.memberId, p: claim.postId, e: expires })).toString('base64url');
  return `${payload}.${mac(await secretOf(communityId), communityId, payload)}`;
}

/** The claim of a genuine, unexpired link of this community; null for anything else. */
export async function verifyUnsubscribe(
  communityId: string,
  token: string,
  now = Date.now(),
): Promise<UnsubscribeClaim | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(await secretOf(communityId), communityId, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { m, p, e } = (data ?? {}) as { m?: unknown; p?: unknown; e?: unknown };
  if (typeof m !== 'string' || typeof p !== 'string' || typeof e !== 'number') return null;
  if (e * 1000 < now) return null;
  return { memberId: m, postId: p };
}
