import type { rankBodySchema, subforumParamsSchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { rankSubforum as rank } from '../subforums.ts';

export async function rankSubforum(
  input: HandlerInput<{ params: typeof subforumParamsSchema; body: typeof rankBodySchema }>,
) {
  const { communityId, subforumId } = input.params;
  return { body: await rank(input.tenant, input.actor, communityId, subforumId, input.body.rank) };
}
