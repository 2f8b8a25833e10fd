import type { editCommentBodySchema } from '@hearth/shared/schemas/comments';
import type { commentParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { editComment as edit } from '../service.ts';

type Input = HandlerInput<{ params: typeof commentParamsSchema; body: typeof editCommentBodySchema }>;

export async function editComment({ tenant, actor, params, body }: Input) {
  return { body: await edit(tenant, actor, params.commentId, body.content) };
}
