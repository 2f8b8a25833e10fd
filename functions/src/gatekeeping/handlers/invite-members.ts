import type { invitationsParamsSchema, inviteMembersBodySchema } from '@hearth/shared/schemas/invitations';
import type { HandlerInput } from '../../platform/http/route.ts';
import { viewerHost } from '../../platform/tenancy/resolve.ts';
import * as invitations from '../invitations.ts';

export async function inviteMembers({
  tenant,
  actor,
  event,
  params,
  body,
}: HandlerInput<{ params: typeof invitationsParamsSchema; body: typeof inviteMembersBodySchema }>) {
  const host = viewerHost(event.headers) ?? tenant?.host ?? '';
  return { status: 202, body: await invitations.inviteMembers(tenant, actor, host, params.communityId, body) };
}
