import type { signUpBodySchema } from '@hearth/shared/schemas/auth';
import type * as z from 'zod';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { signUp as register } from '../sign-up.ts';
import { startSession } from '../sessions.ts';

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
  const ctx = requestContext(input);
  const { session, ...body } = await register(ctx, {
    firstName,
    lastName,
    email,
    password,
    captcha,
    invitation,
    onboardingAnswers,
  });
  // An invitation proves the address: the new member is signed in at once.
  return {
    status: 201,
    body,
    ...(session ? { cookies: await startSession(ctx.tenant, session.user, session.tokens) } : {}),
  };
}
