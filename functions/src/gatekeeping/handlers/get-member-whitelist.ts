import type { memberRequestsParamsSchema } from '@hearth/shared/schemas/member-approval';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as approval from '../member-approval.ts';

export async function getMemberWhitelist({
  tenant,
  actor,
  params,
}: HandlerInput<{ params: typeof memberRequestsParamsSchema }>) {
  return { body: await approval.memberWhitelist(tenant, actor, params.communityId) };
}
