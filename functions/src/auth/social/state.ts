// One social sign-in attempt: the OAuth `state` (random token, communityId, origin: owner-dashboard §7) and the
// httpOnly cookie that binds it to the browser that started it, with the PKCE verifier the code exchange needs.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { socialProviderIds } from '@hearth/shared/schemas/auth';
import * as z from 'zod';
import { readCookie } from '../../platform/auth/cookies.ts';

/**
 * `__Host-`: the browser keeps it to the exact host that set it (Secure, Path=/, no Domain), so a sibling
 * subdomain cannot plant one.
 */
export const SOCIAL_STATE_COOKIE = '__Host-hearth_social';
/** Long enough to sign in at the provider (and pass its 2-step check); the cookie is cleared on first use. */
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60;

const stateSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  communityId: z.string().min(1).max(64),
  origin: z.string().min(1).max(300),
});
const attemptSchema = stateSchema.extend({
  provider: z.enum(socialProviderIds),
  verifier: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** What travels through the provider as `state`. */
export type SocialState = z.infer<typeof stateSchema>;
/** What the cookie holds: the state plus the provider and the PKCE code verifier, which never leave the server. */
export type SocialAttempt = z.infer<typeof attemptSchema>;

const random = () => randomBytes(32).toString('base64url');
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode<T>(schema: z.ZodType<T>, raw: string | undefined): T | null {
  if (!raw || raw.length > 2048) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function newAttempt(provider: SocialAttempt['provider'], communityId: string, origin: string): SocialAttempt {
  return { token: random(), communityId, origin, provider, verifier: random() };
}

export const encodeState = ({ token, communityId, origin }: SocialState) => encode({ token, communityId, origin });
export const decodeState = (raw: string | undefined) => decode(stateSchema, raw);

/** PKCE S256: the authorize request carries the challenge, the token request the verifier (RFC 7636). */
export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function attemptCookie(attempt: SocialAttempt): string {
  return `${SOCIAL_STATE_COOKIE}=${encode(attempt)}; Path=/; Max-Age=${SOCIAL_STATE_TTL_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
}

/** Every complete step clears the cookie, so an attempt is used at most once. */
export const clearedAttemptCookie = () => `${SOCIAL_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;

export const readAttempt = (cookies: string[] | undefined) =>
  decode(attemptSchema, readCookie(cookies, SOCIAL_STATE_COOKIE));

/** The state that came back is the one this browser started with (token compared in constant time). */
export function sameState(attempt: SocialState, state: SocialState): boolean {
  const a = Buffer.from(attempt.token);
  const b = Buffer.from(state.token);
  return (
    a.length === b.length &&
    timingSafeEqual(a, b) &&
    attempt.communityId === state.communityId &&
    attempt.origin === state.origin
  );
}
