import type { commentParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { deleteComment as remove } from '../service.ts';

export async function deleteComment({ tenant, actor, params }: HandlerInput<{ params: typeof commentParamsSchema }>) {
  return { body: await remove(tenant, actor, params.commentId) };
}
