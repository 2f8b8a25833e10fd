import type { deleteSubforumBodySchema, subforumParamsSchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { deleteSubforum as remove } from '../subforums.ts';

/** The body's phrase ("delete this subforum") is checked by its schema. */
export async function deleteSubforum(
  input: HandlerInput<{ params: typeof subforumParamsSchema; body: typeof deleteSubforumBodySchema }>,
) {
  const { communityId, subforumId } = input.params;
  return { body: await remove(input.tenant, input.actor, communityId, subforumId) };
}
