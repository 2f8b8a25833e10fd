import type { postParamsSchema } from '@hearth/shared/schemas/forum';
import type { addPollOptionBodySchema } from '@hearth/shared/schemas/polls';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as polls from '../polls.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof addPollOptionBodySchema }>;

export async function addPollOption({ tenant, actor, params, body }: Input) {
  return { status: 201, body: await polls.addPollOption(tenant, actor, params.postId, body.title) };
}
