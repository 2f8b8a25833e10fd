import * as messages from '@hearth/shared/messages';
import { REFRESH_COOKIE, clearedSessionCookies, readCookie, sessionCookies } from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { refresh } from '../sign-in.ts';

/** A new session cookie from the refresh cookie, if its session is still on and the account belongs on this host. */
export async function refreshSession({ event, tenant }: HandlerInput<object>) {
  const refreshToken = readCookie(event.cookies, REFRESH_COOKIE);
  const refreshed = refreshToken && tenant ? await refresh(tenant, refreshToken) : null;
  if (!refreshed) {
    throw new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired, undefined, clearedSessionCookies());
  }
  return { body: { user: refreshed.user }, cookies: sessionCookies(refreshed.tokens.idToken) };
}
