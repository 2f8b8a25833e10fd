import { REFRESH_COOKIE, clearedSessionCookies, readCookie } from '../../platform/auth/cookies.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { signOut as revoke } from '../service.ts';

export async function signOut({ event }: HandlerInput<object>) {
  await revoke(readCookie(event.cookies, REFRESH_COOKIE));
  return { body: { message: 'Signed out.' }, cookies: clearedSessionCookies() };
}
