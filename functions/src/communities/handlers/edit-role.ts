import type { roleBodySchema, roleParamsSchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { editRole as edit } from '../../members/role-definitions.ts';

export async function editRole(input: HandlerInput<{ params: typeof roleParamsSchema; body: typeof roleBodySchema }>) {
  const { communityId, roleId } = input.params;
  return { body: await edit(ownerRequest(input).actor, communityId, roleId, input.body) };
}
