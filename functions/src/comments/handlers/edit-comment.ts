import type { editCommentBodySchema } from '@hearth/shared/schemas/comments';
import type { commentParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

type Input = HandlerInput<{ params: typeof commentParamsSchema; body: typeof editCommentBodySchema }>;

export async function editComment({ tenant, actor, params, body }: Input) {
  return { body: await compose.editComment(tenant, actor, params.commentId, body.content) };
}
