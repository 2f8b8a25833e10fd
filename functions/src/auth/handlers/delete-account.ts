import type { deleteAccountBodySchema } from '@hearth/shared/schemas/account-data';
import { clearedSessionCookies } from '../../platform/auth/cookies.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { deleteAccount as remove } from '../delete-account.ts';

/** The account is gone, and with it this browser's session cookies. */
export async function deleteAccount(input: HandlerInput<{ body: typeof deleteAccountBodySchema }>) {
  return { body: await remove(requestContext(input), input.actor!), cookies: clearedSessionCookies() };
}
