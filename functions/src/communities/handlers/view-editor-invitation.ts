import type { editorInvitationTokenBodySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { viewEditorInvitation as view } from '../../gatekeeping/editors/service.ts';

export async function viewEditorInvitation(input: HandlerInput<{ body: typeof editorInvitationTokenBodySchema }>) {
  return { body: await view(input.body.token) };
}
