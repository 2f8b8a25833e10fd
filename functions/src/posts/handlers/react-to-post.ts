import type { postReactionParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as act from '../act.ts';

type Input = HandlerInput<{ params: typeof postReactionParamsSchema }>;

export async function reactToPost({ tenant, actor, params }: Input) {
  return { body: await act.reactToPost(tenant, actor, params.postId, params.key) };
}
