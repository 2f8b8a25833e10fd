import type { deleteRoleBodySchema, roleParamsSchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { deleteRole as remove } from '../../members/role-definitions.ts';

/** The key phrase is checked by the body's schema; the role goes at once, its members move in the background. */
export async function deleteRole(
  input: HandlerInput<{ params: typeof roleParamsSchema; body: typeof deleteRoleBodySchema }>,
) {
  const { communityId, roleId } = input.params;
  return { body: await remove(ownerRequest(input).actor, communityId, roleId) };
}
