import type { commentsQuerySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listComments as list } from '../service.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; query: typeof commentsQuerySchema }>;

export async function listComments({ tenant, actor, params, query }: Input) {
  return { body: await list(tenant, actor, params.postId, query) };
}
