import type { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { ownerAccountExists } from '../support.ts';

export async function checkAccountExists(input: HandlerInput<{ body: typeof emailOnlyBodySchema }>) {
  return { body: await ownerAccountExists(requestContext(input), input.body.email) };
}
