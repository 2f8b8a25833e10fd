import type { tokenBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { verifyEmail as verify } from '../sign-up.ts';

export async function verifyEmail(input: HandlerInput<{ body: typeof tokenBodySchema }>) {
  return { body: await verify(requestContext(input), input.body.token) };
}
