import type { editCommentBodySchema } from '@hearth/shared/schemas/comments';
import type { commentParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { editComment as edit } from '../service.ts';

export async function editComment({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof commentParamsSchema; body: typeof editCommentBodySchema }>) {
  return { body: await edit(tenant, actor, params.commentId, body.content) };
}
