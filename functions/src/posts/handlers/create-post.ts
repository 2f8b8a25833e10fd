import type { createPostBodySchema } from '@hearth/shared/schemas/posts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

export async function createPost({ tenant, actor, body }: HandlerInput<{ body: typeof createPostBodySchema }>) {
  return { status: 201, body: await compose.createPost(tenant, actor, body) };
}
