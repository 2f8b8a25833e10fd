import type { categoriesQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listCategories as list } from '../../posts/frame.ts';

export async function listCategories({ tenant, actor, query }: HandlerInput<{ query: typeof categoriesQuerySchema }>) {
  return { body: await list(tenant, actor, query.subforum) };
}
