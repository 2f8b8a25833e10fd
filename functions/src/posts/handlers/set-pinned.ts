import type { pinnedBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as moderate from '../moderate.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof pinnedBodySchema }>;

export async function setPinned({ tenant, actor, params, body }: Input) {
  return { body: await moderate.setPinned(tenant, actor, params.postId, body.pinned) };
}
