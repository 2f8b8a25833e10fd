import type { postSlugParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as feed from '../../posts/feed.ts';
import { ownerActorOf } from '../owner-actor.ts';

export async function publicGetPost({ tenant, apiKey, params }: HandlerInput<{ params: typeof postSlugParamsSchema }>) {
  return { body: await feed.getPost(tenant, ownerActorOf(apiKey), params.slug) };
}
