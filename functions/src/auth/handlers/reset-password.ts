import type { resetPasswordBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { resetPassword as reset } from '../recovery.ts';

export async function resetPassword(input: HandlerInput<{ body: typeof resetPasswordBodySchema }>) {
  return { body: await reset(requestContext(input), input.body.token, input.body.password) };
}
