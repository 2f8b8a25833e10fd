import type { postParamsSchema } from '@hearth/shared/schemas/forum';
import type { pollVoteBodySchema } from '@hearth/shared/schemas/polls';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as polls from '../polls.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof pollVoteBodySchema }>;

export async function votePoll({ tenant, actor, params, body }: Input) {
  return { body: await polls.votePoll(tenant, actor, params.postId, body.optionId, body.unvote) };
}
