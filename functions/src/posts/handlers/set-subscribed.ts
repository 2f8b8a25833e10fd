import type { postParamsSchema, subscribedBodySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { setSubscribed as set } from '../service.ts';

export async function setSubscribed({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof postParamsSchema; body: typeof subscribedBodySchema }>) {
  return { body: await set(tenant, actor, params.postId, body.subscribed) };
}
