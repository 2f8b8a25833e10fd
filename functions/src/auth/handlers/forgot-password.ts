import type { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { forgotPassword as sendResetLink } from '../recovery.ts';

export async function forgotPassword(input: HandlerInput<{ body: typeof emailOnlyBodySchema }>) {
  return { body: await sendResetLink(requestContext(input), input.body.email, input.body.captcha) };
}
