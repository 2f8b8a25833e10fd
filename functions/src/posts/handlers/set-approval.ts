import type { approvalBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { setApproval as set } from '../service.ts';

export async function setApproval({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof postParamsSchema; body: typeof approvalBodySchema }>) {
  return { body: await set(tenant, actor, params.postId, body.approved) };
}
