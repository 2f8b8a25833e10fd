import type { changePasswordBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { changePassword as change } from '../service.ts';

export async function changePassword(input: HandlerInput<{ body: typeof changePasswordBodySchema }>) {
  return { body: await change(requestContext(input), input.actor!, input.body) };
}
