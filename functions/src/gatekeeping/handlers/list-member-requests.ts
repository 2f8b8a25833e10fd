import type { memberRequestsParamsSchema, memberRequestsQuerySchema } from '@hearth/shared/schemas/member-approval';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as approval from '../member-approval.ts';

export async function listMemberRequests({
  tenant,
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof memberRequestsParamsSchema; query: typeof memberRequestsQuerySchema }>) {
  return {
    body: await approval.listMemberRequests(tenant, actor, params.communityId, query.status, query.cursor),
  };
}
