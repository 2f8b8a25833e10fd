import type { usernameQuerySchema } from '@hearth/shared/schemas/members';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as profile from '../profile.ts';

export async function checkUsername({ tenant, actor, params }: HandlerInput<{ params: typeof usernameQuerySchema }>) {
  return { body: await profile.checkUsername(tenant, actor, params.username) };
}
