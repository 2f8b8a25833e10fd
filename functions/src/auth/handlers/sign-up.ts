import type { signUpBodySchema } from '@hearth/shared/schemas/auth';
import type * as z from 'zod';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { signUp as register } from '../service.ts';

export async function signUp(input: HandlerInput<{ body: typeof signUpBodySchema }>) {
  const {
    firstName,
    lastName,
    email,
    password,
    captcha,
    invitation,
    onboardingAnswers,
  }: z.output<typeof signUpBodySchema> = input.body;
  return {
    status: 201,
    body: await register(requestContext(input), {
      firstName,
      lastName,
      email,
      password,
      captcha,
      invitation,
      onboardingAnswers,
    }),
  };
}
