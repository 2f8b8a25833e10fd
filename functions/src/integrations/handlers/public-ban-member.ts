import type { publicBanBodySchema, publicMemberParamsSchema } from '@hearth/shared/schemas/public-api';
import type { HandlerInput } from '../../platform/http/route.ts';
import { banMember } from '../member-actions.ts';
import { ownerActorOf } from '../owner-actor.ts';

type Input = HandlerInput<{ params: typeof publicMemberParamsSchema; body: typeof publicBanBodySchema }>;

export async function publicBanMember({ tenant, apiKey, params, body }: Input) {
  return { body: await banMember(tenant, ownerActorOf(apiKey), params.memberId, body) };
}
