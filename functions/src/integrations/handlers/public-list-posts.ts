import type { feedQuerySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as feed from '../../posts/feed.ts';
import { ownerActorOf } from '../owner-actor.ts';

export async function publicListPosts({ tenant, apiKey, query }: HandlerInput<{ query: typeof feedQuerySchema }>) {
  return { body: await feed.getFeed(tenant, ownerActorOf(apiKey), query) };
}
