import type { pinnedBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { setPinned as set } from '../service.ts';

export async function setPinned({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof postParamsSchema; body: typeof pinnedBodySchema }>) {
  return { body: await set(tenant, actor, params.postId, body.pinned) };
}
