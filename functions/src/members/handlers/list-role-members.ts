import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { roleMembersQuerySchema } from '@hearth/shared/schemas/roles';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listMembersAsStaff } from '../role-assignment.ts';

export async function listRoleMembers(
  input: HandlerInput<{ params: typeof communityParamsSchema; query: typeof roleMembersQuerySchema }>,
) {
  if (!input.actor) throw unauthenticated();
  return { body: await listMembersAsStaff(input.actor, input.params.communityId, input.query) };
}
