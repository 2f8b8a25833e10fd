import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { listRoles as list } from '../../members/role-definitions.ts';

export async function listRoles(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  return { body: await list(ownerRequest(input).actor, input.params.communityId) };
}
