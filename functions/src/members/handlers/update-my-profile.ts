import type { updateProfileBodySchema } from '@hearth/shared/schemas/members';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as profile from '../profile.ts';

export async function updateMyProfile({ tenant, actor, body }: HandlerInput<{ body: typeof updateProfileBodySchema }>) {
  return { body: await profile.updateMyProfile(tenant, actor, body) };
}
