import type { categoryParamsSchema, deleteCategoryBodySchema } from '@hearth/shared/schemas/structure';
import type { HandlerInput } from '../../platform/http/route.ts';
import { deleteCategory as remove } from '../categories.ts';

/** Answers at once; the category's posts are deleted or moved in the background (category.deleted). */
export async function deleteCategory(
  input: HandlerInput<{ params: typeof categoryParamsSchema; body: typeof deleteCategoryBodySchema }>,
) {
  const { communityId, categoryId } = input.params;
  return { body: await remove(input.tenant, input.actor, communityId, categoryId, input.body) };
}
