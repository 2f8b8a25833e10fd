import type { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { resendVerification as resend } from '../sign-up.ts';

export async function resendVerification(input: HandlerInput<{ body: typeof emailOnlyBodySchema }>) {
  return { body: await resend(requestContext(input), input.body.email, input.body.captcha) };
}
