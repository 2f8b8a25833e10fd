import type { createPostBodySchema } from '@hearth/shared/schemas/posts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { createPost as create } from '../service.ts';

export async function createPost({ tenant, actor, body }: HandlerInput<{ body: typeof createPostBodySchema }>) {
  return { status: 201, body: await create(tenant, actor, body) };
}
