import type { editorInvitationTokenBodySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { declineEditorInvitation as decline } from '../../gatekeeping/editors/service.ts';

export async function declineEditorInvitation(input: HandlerInput<{ body: typeof editorInvitationTokenBodySchema }>) {
  return { body: await decline(input.body.token) };
}
