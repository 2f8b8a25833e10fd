import type { wordParamsSchema } from '@hearth/shared/schemas/word-filter';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as wordFilter from '../../word-filter/service.ts';

export async function removeWord({ tenant, actor, params }: HandlerInput<{ params: typeof wordParamsSchema }>) {
  return { body: await wordFilter.removeWord(tenant, actor, params.communityId, params.word) };
}
