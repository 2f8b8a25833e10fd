import type { approvalBodySchema, postParamsSchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as moderate from '../moderate.ts';

type Input = HandlerInput<{ params: typeof postParamsSchema; body: typeof approvalBodySchema }>;

export async function setApproval({ tenant, actor, params, body }: Input) {
  return { body: await moderate.setApproval(tenant, actor, params.postId, body.approved) };
}
