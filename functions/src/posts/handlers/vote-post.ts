import type { postParamsSchema, votePressSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as act from '../act.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof votePressSchema }>;

export async function votePost({ tenant, actor, params, body }: Input) {
  return { body: await act.votePost(tenant, actor, params.postId, body.vote) };
}
