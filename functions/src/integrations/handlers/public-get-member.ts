import type { profileParamsSchema } from '@hearth/shared/schemas/members';
import * as profile from '../../members/profile.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerActorOf } from '../owner-actor.ts';

export async function publicGetMember({
  tenant,
  apiKey,
  params,
}: HandlerInput<{ params: typeof profileParamsSchema }>) {
  return { body: await profile.getProfile(tenant, ownerActorOf(apiKey), params.slug) };
}
