import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { roleBodySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { addRole as add } from '../../members/role-definitions.ts';

export async function addRole(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof roleBodySchema }>,
) {
  return { status: 201, body: await add(ownerRequest(input).actor, input.params.communityId, input.body) };
}
