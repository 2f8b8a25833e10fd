import type { publicMemberParamsSchema } from '@hearth/shared/schemas/public-api';
import type { HandlerInput } from '../../platform/http/route.ts';
import { unbanMember } from '../member-actions.ts';
import { ownerActorOf } from '../owner-actor.ts';

export async function publicUnbanMember({
  tenant,
  apiKey,
  params,
}: HandlerInput<{ params: typeof publicMemberParamsSchema }>) {
  return { body: await unbanMember(tenant, ownerActorOf(apiKey), apiKey!.communityId, params.memberId) };
}
