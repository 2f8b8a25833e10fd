import type { changeEmailBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { changeEmail as startEmailChange } from '../changes.ts';

export async function changeEmail(input: HandlerInput<{ body: typeof changeEmailBodySchema }>) {
  return { body: await startEmailChange(requestContext(input), input.actor!, input.body) };
}
