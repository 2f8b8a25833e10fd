import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { assignEditorBodySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { inviteEditor } from '../../gatekeeping/editors/service.ts';

export async function assignEditor(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof assignEditorBodySchema }>,
) {
  return { body: await inviteEditor(ownerRequest(input), input.params.communityId, input.body.email) };
}
