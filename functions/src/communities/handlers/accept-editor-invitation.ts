import type { editorInvitationTokenBodySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { acceptEditorInvitation as accept } from '../../gatekeeping/editors/service.ts';

export async function acceptEditorInvitation(input: HandlerInput<{ body: typeof editorInvitationTokenBodySchema }>) {
  return { body: await accept(ownerRequest(input).actor, input.body.token) };
}
