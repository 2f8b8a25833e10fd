import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { categoryScopeQuerySchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listManagedCategories as list } from '../categories.ts';

export async function listManagedCategories(
  input: HandlerInput<{ params: typeof communityParamsSchema; query: typeof categoryScopeQuerySchema }>,
) {
  return { body: await list(input.tenant, input.actor, input.params.communityId, input.query.subforumId) };
}
