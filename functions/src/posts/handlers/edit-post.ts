import type { postParamsSchema } from '@hearth/shared/schemas/forum';
import type { editPostBodySchema } from '@hearth/shared/schemas/posts';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof editPostBodySchema }>;

export async function editPost({ tenant, actor, params, body }: Input) {
  return { body: await compose.editPost(tenant, actor, params.postId, body) };
}
