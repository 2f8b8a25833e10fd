import type { profileParamsSchema } from '@hearth/shared/schemas/members';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as profile from '../profile.ts';

export async function getProfile({ tenant, actor, params }: HandlerInput<{ params: typeof profileParamsSchema }>) {
  return { body: await profile.getProfile(tenant, actor, params.slug) };
}
