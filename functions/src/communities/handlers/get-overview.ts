import type { communityParamsSchema, overviewQuerySchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { getOverview as get } from '../service.ts';

export async function getOverview(
  input: HandlerInput<{ params: typeof communityParamsSchema; query: typeof overviewQuerySchema }>,
) {
  return { body: await get(ownerRequest(input), input.params.communityId, input.query.range) };
}
