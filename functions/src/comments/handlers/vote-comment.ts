import type { commentParamsSchema, votePressSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as act from '../act.ts';

type Input = HandlerInput<{ params: typeof commentParamsSchema; body: typeof votePressSchema }>;

export async function voteComment({ tenant, actor, params, body }: Input) {
  return { body: await act.voteComment(tenant, actor, params.commentId, body.vote) };
}
