import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { assignRoleBodySchema } from '@hearth/shared/schemas/roles';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { assignRoleAsStaff } from '../role-assignment.ts';

export async function assignRole(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof assignRoleBodySchema }>,
) {
  if (!input.actor) throw unauthenticated();
  return { body: await assignRoleAsStaff(input.actor, input.params.communityId, input.body) };
}
