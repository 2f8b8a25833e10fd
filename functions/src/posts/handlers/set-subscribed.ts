import type { postParamsSchema, subscribedBodySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as act from '../act.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof subscribedBodySchema }>;

export async function setSubscribed({ tenant, actor, params, body }: Input) {
  return { body: await act.setSubscribed(tenant, actor, params.postId, body.subscribed) };
}
