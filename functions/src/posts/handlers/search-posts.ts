import type { searchQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as feed from '../feed.ts';

export async function searchPosts({ tenant, actor, query }: HandlerInput<{ query: typeof searchQuerySchema }>) {
  return { body: await feed.searchPosts(tenant, actor, query) };
}
