import type { commentsQuerySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import * as read from '../../comments/read.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerActorOf } from '../owner-actor.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; query: typeof commentsQuerySchema }>;

export async function publicListComments({ tenant, apiKey, params, query }: Input) {
  return { body: await read.listComments(tenant, ownerActorOf(apiKey), params.postId, query) };
}
