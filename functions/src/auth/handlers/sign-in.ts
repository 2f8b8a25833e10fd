import type { signInBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { signIn as authenticate } from '../sign-in.ts';
import { startSession } from '../sessions.ts';

export async function signIn(input: HandlerInput<{ body: typeof signInBodySchema }>) {
  const ctx = requestContext(input);
  const { user, tokens } = await authenticate(ctx, input.body);
  return { body: { user }, cookies: await startSession(ctx.tenant, user, tokens) };
}
