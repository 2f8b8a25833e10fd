import type { feedQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as feed from '../feed.ts';

export async function getFeed({ tenant, actor, query }: HandlerInput<{ query: typeof feedQuerySchema }>) {
  return { body: await feed.getFeed(tenant, actor, query) };
}
