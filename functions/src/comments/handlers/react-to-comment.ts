import type { commentReactionParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { reactToComment as react } from '../service.ts';

export async function reactToComment({
  tenant,
  actor,
  params,
}: HandlerInput<{ params: typeof commentReactionParamsSchema }>) {
  return { body: await react(tenant, actor, params.commentId, params.key) };
}
