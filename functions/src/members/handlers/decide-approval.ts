import type { approvalBodySchema, memberParamsSchema } from '@hearth/shared/schemas/auth';
import { requestContext } from '../../auth/context.ts';
import { decideApproval as decide } from '../../auth/approval.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { canDecideApproval } from '../policy.ts';

export async function decideApproval(
  input: HandlerInput<{ params: typeof memberParamsSchema; body: typeof approvalBodySchema }>,
) {
  if (!canDecideApproval(input.actor)) throw forbidden();
  return { body: await decide(requestContext(input), input.params.memberId, input.body.decision) };
}
