import type { commentParamsSchema, votePressSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { voteComment as vote } from '../service.ts';

export async function voteComment({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof commentParamsSchema; body: typeof votePressSchema }>) {
  return { body: await vote(tenant, actor, params.commentId, body.vote) };
}
