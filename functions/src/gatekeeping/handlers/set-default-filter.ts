import type { defaultFilterBodySchema, wordFilterParamsSchema } from '@hearth/shared/schemas/word-filter';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as wordFilter from '../../word-filter/service.ts';

export async function setDefaultFilter({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof wordFilterParamsSchema; body: typeof defaultFilterBodySchema }>) {
  return { body: await wordFilter.setDefaultFilter(tenant, actor, params.communityId, body.useDefaultFilter) };
}
