import type { invitationsParamsSchema, invitationsQuerySchema } from '@hearth/shared/schemas/invitations';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as invitations from '../invitations.ts';

export async function listInvitations({
  tenant,
  actor,
  params,
  query,
}: HandlerInput<{ params: typeof invitationsParamsSchema; query: typeof invitationsQuerySchema }>) {
  return { body: await invitations.listInvitations(tenant, actor, params.communityId, query) };
}
