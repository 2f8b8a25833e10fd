import type { editorInvitationParamsSchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { cancelEditorInvitation as cancel } from '../../gatekeeping/editors/service.ts';

export async function cancelEditorInvitation(input: HandlerInput<{ params: typeof editorInvitationParamsSchema }>) {
  const { communityId, invitationId } = input.params;
  return { body: await cancel(ownerRequest(input).actor, communityId, invitationId) };
}
