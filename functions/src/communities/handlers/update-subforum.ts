import type { subforumBodySchema, subforumParamsSchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { updateSubforum as update } from '../subforums.ts';

export async function updateSubforum(
  input: HandlerInput<{ params: typeof subforumParamsSchema; body: typeof subforumBodySchema }>,
) {
  const { communityId, subforumId } = input.params;
  return { body: await update(input.tenant, input.actor, communityId, subforumId, input.body) };
}
