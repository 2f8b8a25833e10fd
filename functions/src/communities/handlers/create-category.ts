import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { createCategoryBodySchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { createCategory as create } from '../categories.ts';

export async function createCategory(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof createCategoryBodySchema }>,
) {
  return { status: 201, body: await create(input.tenant, input.actor, input.params.communityId, input.body) };
}
