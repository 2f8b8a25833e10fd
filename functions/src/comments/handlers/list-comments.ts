import type { commentsQuerySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as read from '../read.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; query: typeof commentsQuerySchema }>;

export async function listComments({ tenant, actor, params, query }: Input) {
  return { body: await read.listComments(tenant, actor, params.postId, query) };
}
