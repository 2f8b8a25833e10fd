// The sessions the platform keeps: one record per refresh token (when it began, whose it is) and, on the account, the
// time before which every session is over. Cognito's own global sign-out revokes refresh tokens in AWS; these records
// make the same rule hold on the local platform (cognito-local has no global sign-out) and for the ID tokens, which
// no revocation reaches (docs/auth.md, Sessions).
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sessionCookies } from '../platform/auth/cookies.ts';
import { userPoolDef } from '../platform/auth/pool.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { endSessionsBefore } from '../members/service.ts';
import type { IdentityProvider, Tokens } from './identity-provider.ts';
import * as store from './store.ts';

const REFRESH_TOKEN_TTL_SECONDS = userPoolDef.client.refreshTokenValidityDays * 24 * 60 * 60;

const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');

/** The account a set of tokens signs in (its own community, which is `app` for an owner on a community host). */
export interface SessionAccount {
  communityId: string;
  memberId: string;
}

/**
 * Records the session and returns the cookies that carry it. Every sign-in sets its cookies through here: a refresh
 * token without a record never refreshes, so a path that skipped this would fail closed.
 */
export async function startSession(
  tenant: Tenant,
  account: SessionAccount,
  tokens: Tokens,
  now = Date.now(),
): Promise<string[]> {
  if (tokens.refreshToken) {
    await store.putSession(
      tenant.communityId,
      hashOf(tokens.refreshToken),
      { accountCommunityId: account.communityId, memberId: account.memberId, startedAt: now },
      REFRESH_TOKEN_TTL_SECONDS,
    );
  }
  return sessionCookies(tokens.idToken, tokens.refreshToken);
}

/** The recorded session of a refresh token on this host, or null when there is none. */
export function sessionOfRefreshToken(tenant: Tenant, refreshToken: string): Promise<store.SessionItem | null> {
  return store.getSession(tenant.communityId, hashOf(refreshToken));
}

export function forgetSession(tenant: Tenant, refreshToken: string): Promise<void> {
  return store.deleteSession(tenant.communityId, hashOf(refreshToken));
}

/**
 * The cutoff for ending sessions now: the next whole second. ID tokens carry their issue time in whole seconds, so
 * with a cutoff on a second boundary every token issued before now is refused and every one issued from the cutoff
 * on is accepted, with no second in between that could go either way.
 */
export const nextWholeSecond = (now = Date.now()) => Math.floor(now / 1000) * 1000 + 1000;

/**
 * Ends every session of the account: the platform's cutoff on the account (refresh and ID tokens issued before it
 * are refused) and Cognito's global sign-out (revokes every refresh token in AWS). Returns once the cutoff has
 * passed (under a second), so a sign-in after it, the caller's own included, starts a session that counts.
 */
export async function endAllSessions(
  account: SessionAccount & { username: string },
  idp: IdentityProvider,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<void> {
  const cutoff = nextWholeSecond();
  await endSessionsBefore(account.communityId, account.memberId, cutoff);
  await idp.signOutEverywhere(account.username);
  await wait(Math.max(0, cutoff - Date.now()));
}
