import type { signInBodySchema } from '@hearth/shared/schemas/auth';
import { sessionCookies } from '../../platform/auth/cookies.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { signIn as authenticate } from '../service.ts';

export async function signIn(input: HandlerInput<{ body: typeof signInBodySchema }>) {
  const { user, tokens } = await authenticate(requestContext(input), input.body);
  return { body: { user }, cookies: sessionCookies(tokens.idToken, tokens.refreshToken) };
}
