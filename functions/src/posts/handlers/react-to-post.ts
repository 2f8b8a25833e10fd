import type { postReactionParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { reactToPost as react } from '../service.ts';

export async function reactToPost({
  tenant,
  actor,
  params,
}: HandlerInput<{ params: typeof postReactionParamsSchema }>) {
  return { body: await react(tenant, actor, params.postId, params.key) };
}
