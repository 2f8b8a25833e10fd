import type { changePasswordBodySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { changePassword as change } from '../changes.ts';
import { startSession } from '../sessions.ts';

/** Every other session ends; the caller's cookies are replaced by a new session's. */
export async function changePassword(input: HandlerInput<{ body: typeof changePasswordBodySchema }>) {
  const ctx = requestContext(input);
  const { message, account, tokens } = await change(ctx, input.actor!, input.body);
  return { body: { message }, cookies: await startSession(ctx.tenant, account, tokens) };
}
