import type { memberActionBodySchema, memberActionParamsSchema } from '@hearth/shared/schemas/moderation';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as memberActions from '../member-actions.ts';

export async function actOnMember({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof memberActionParamsSchema; body: typeof memberActionBodySchema }>) {
  return { body: await memberActions.actOnMember(tenant, actor, params.memberId, body) };
}
