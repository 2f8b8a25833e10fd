import type { openInvitationBodySchema } from '@hearth/shared/schemas/invitations';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as invitations from '../invitations.ts';

export async function openInvitation({ tenant, body }: HandlerInput<{ body: typeof openInvitationBodySchema }>) {
  return { body: await invitations.openInvitation(tenant, body.token) };
}
