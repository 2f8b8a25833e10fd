import type { postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

export async function deletePost({ tenant, actor, params }: HandlerInput<{ params: typeof postParamsSchema }>) {
  return { body: await compose.deletePost(tenant, actor, params.postId) };
}
