import type { wordFilterParamsSchema, wordFilterQuerySchema } from '@hearth/shared/schemas/word-filter';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as wordFilter from '../../word-filter/service.ts';

export async function listWordFilter({
  tenant,
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof wordFilterParamsSchema; query: typeof wordFilterQuerySchema }>) {
  return {
    body: await wordFilter.listWordFilter(tenant, actor, params.communityId, query.search, query.cursor),
  };
}
