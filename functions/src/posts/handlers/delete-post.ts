import type { postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { deletePost as remove } from '../service.ts';

export async function deletePost({ tenant, actor, params }: HandlerInput<{ params: typeof postParamsSchema }>) {
  return { body: await remove(tenant, actor, params.postId) };
}
