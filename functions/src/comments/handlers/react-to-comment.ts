import type { commentReactionParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as act from '../act.ts';

type Input = HandlerInput<{ params: typeof commentReactionParamsSchema }>;

export async function reactToComment({ tenant, actor, params }: Input) {
  return { body: await act.reactToComment(tenant, actor, params.commentId, params.key) };
}
