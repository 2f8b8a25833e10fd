import { messages } from '@hearth/shared/messages';
import { resolveActor } from '../../platform/auth/actor.ts';
import { REFRESH_COOKIE, clearedSessionCookies, readCookie, sessionCookies } from '../../platform/auth/cookies.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { refresh, sessionOf } from '../service.ts';

/** A new session cookie from the refresh cookie, if the account still belongs on this host. */
export async function refreshSession({ event, tenant }: HandlerInput<object>) {
  const refreshToken = readCookie(event.cookies, REFRESH_COOKIE);
  const tokens = refreshToken ? await refresh(refreshToken) : null;
  const actor = tokens ? await resolveActor(tokens.idToken, tenant) : null;
  const user = actor ? await sessionOf(actor) : null;
  if (!tokens || !user) {
    throw new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired, undefined, clearedSessionCookies());
  }
  return { body: { user }, cookies: sessionCookies(tokens.idToken) };
}
