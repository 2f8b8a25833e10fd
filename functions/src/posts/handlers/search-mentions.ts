import type { mentionQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as mentions from '../mentions.ts';

export async function searchMentions({ tenant, actor, query }: HandlerInput<{ query: typeof mentionQuerySchema }>) {
  return { body: await mentions.searchMentions(tenant, actor, query.q) };
}
