// The one-time proof that lets the auth Lambda sign a native account in through CUSTOM_AUTH: 32 random bytes for
// one username, stored only as a SHA-256 for 2 minutes, and used up by the verify-auth-challenge trigger in one
// conditional delete. The proof never leaves the server: the auth Lambda issues it and answers the challenge itself.
import { createHash, randomBytes } from 'node:crypto';
import { parsePoolUsername } from '../../platform/auth/verify.ts';
import * as store from './store.ts';

export const PROOF_TTL_SECONDS = 120;
const PROOF_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hash = (proof: string) => createHash('sha256').update(proof).digest('base64url');

function communityOf(username: string): string | null {
  return parsePoolUsername(username.toLowerCase())?.communityId ?? null;
}

/** Stores a new proof for `username` (a native `<communityId>|<email>` pool user) and returns it. */
export async function issueProof(username: string, now = Date.now()): Promise<string> {
  const communityId = communityOf(username);
  if (!communityId) throw new Error('a social proof is only issued for a native pool username');
  const proof = randomBytes(32).toString('base64url');
  const expiresAt = now + PROOF_TTL_SECONDS * 1000;
  await store.putProof(communityId, hash(proof), username.toLowerCase(), expiresAt);
  return proof;
}

/**
 * Uses a proof once: true only when it was issued for this username, has not expired and was not used before.
 * Two answers racing with one proof cannot both win, since only one conditional delete finds the item.
 */
export async function consumeProof(username: string, answer: unknown, now = Date.now()): Promise<boolean> {
  const communityId = communityOf(username);
  if (!communityId || typeof answer !== 'string' || !PROOF_PATTERN.test(answer)) return false;
  return store.takeProof(communityId, hash(answer), username.toLowerCase(), now);
}
