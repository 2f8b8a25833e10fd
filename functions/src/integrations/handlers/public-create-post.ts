import type { createPostBodySchema } from '@hearth/shared/schemas/posts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../../posts/compose.ts';
import { ownerActorOf } from '../owner-actor.ts';

export async function publicCreatePost({ tenant, apiKey, body }: HandlerInput<{ body: typeof createPostBodySchema }>) {
  return { status: 201, body: await compose.createPost(tenant, ownerActorOf(apiKey), body) };
}
