import type { categoryParamsSchema, updateCategoryBodySchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { updateCategory as update } from '../categories.ts';

export async function updateCategory(
  input: HandlerInput<{ params: typeof categoryParamsSchema; body: typeof updateCategoryBodySchema }>,
) {
  const { communityId, categoryId } = input.params;
  return { body: await update(input.tenant, input.actor, communityId, categoryId, input.body) };
}
