import type { saveWordsBodySchema, wordFilterParamsSchema } from '@hearth/shared/schemas/word-filter';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as wordFilter from '../../word-filter/service.ts';

export async function saveWords({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof wordFilterParamsSchema; body: typeof saveWordsBodySchema }>) {
  return { body: await wordFilter.saveWords(tenant, actor, params.communityId, body.words) };
}
