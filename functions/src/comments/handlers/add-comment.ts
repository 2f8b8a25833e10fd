import type { createCommentBodySchema } from '@hearth/shared/schemas/comments';
import type { postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof createCommentBodySchema }>;

export async function addComment({ tenant, actor, params, body }: Input) {
  return { status: 201, body: await compose.addComment(tenant, actor, params.postId, body) };
}
