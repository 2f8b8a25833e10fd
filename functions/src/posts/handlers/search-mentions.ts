import type { mentionQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { searchMentions as search } from '../service.ts';

export async function searchMentions({ tenant, actor, query }: HandlerInput<{ query: typeof mentionQuerySchema }>) {
  return { body: await search(tenant, actor, query.q) };
}
