import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { subforumBodySchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { createSubforum as create } from '../subforums.ts';

export async function createSubforum(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof subforumBodySchema }>,
) {
  return { status: 201, body: await create(input.tenant, input.actor, input.params.communityId, input.body) };
}
