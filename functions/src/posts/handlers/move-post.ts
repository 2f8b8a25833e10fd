import type { movePostBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as moderate from '../moderate.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof movePostBodySchema }>;

export async function movePost({ tenant, actor, params, body }: Input) {
  return { body: await moderate.movePost(tenant, actor, params.postId, body) };
}
