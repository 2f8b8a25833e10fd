import type { invitationsParamsSchema, inviteMembersBodySchema } from '@hearth/shared/schemas/invitations';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as invitations from '../invitations.ts';

export async function inviteMembers({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof invitationsParamsSchema; body: typeof inviteMembersBodySchema }>) {
  return { status: 202, body: await invitations.inviteMembers(tenant, actor, params.communityId, body) };
}
