import type { searchQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { search } from '../service.ts';

export async function searchPosts({ tenant, actor, query }: HandlerInput<{ query: typeof searchQuerySchema }>) {
  return { body: await search(tenant, actor, query) };
}
