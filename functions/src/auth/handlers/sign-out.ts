import { REFRESH_COOKIE, clearedSessionCookies, readCookie } from '../../platform/auth/cookies.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { signOut as end } from '../sign-in.ts';

export async function signOut(input: HandlerInput<object>) {
  await end(requestContext(input).tenant, readCookie(input.event.cookies, REFRESH_COOKIE));
  return { body: { message: 'Signed out.' }, cookies: clearedSessionCookies() };
}
