import type { memberDecisionsBodySchema, memberRequestsParamsSchema } from '@hearth/shared/schemas/member-approval';
import { clientIp } from '../../platform/http/client-ip.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { viewerHost } from '../../platform/tenancy/resolve.ts';
import * as approval from '../member-approval.ts';

export async function decideMemberRequests({
  tenant,
  actor,
  event,
  params,
  body,
}: HandlerInput<{ params: typeof memberRequestsParamsSchema; body: typeof memberDecisionsBodySchema }>) {
  const context = { host: viewerHost(event.headers) ?? tenant?.host ?? '', ip: clientIp(event) };
  return {
    body: await approval.decideMemberRequests(
      tenant,
      actor,
      context,
      params.communityId,
      body.memberIds,
      body.decision,
    ),
  };
}
