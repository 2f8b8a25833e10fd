import type { tokenBodySchema } from '@hearth/shared/schemas/auth';
import { clearedSessionCookies } from '../../platform/auth/cookies.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { confirmEmailChange as confirm } from '../changes.ts';

/** The old address's session ends with it: the pool user behind it is gone. */
export async function confirmEmailChange(input: HandlerInput<{ body: typeof tokenBodySchema }>) {
  return { body: await confirm(requestContext(input), input.body.token), cookies: clearedSessionCookies() };
}
