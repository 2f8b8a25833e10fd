import type { memberRequestsParamsSchema, memberWhitelistBodySchema } from '@hearth/shared/schemas/member-approval';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as approval from '../member-approval.ts';

export async function saveMemberWhitelist({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof memberRequestsParamsSchema; body: typeof memberWhitelistBodySchema }>) {
  return { body: await approval.saveMemberWhitelist(tenant, actor, params.communityId, body.memberWhitelist) };
}
