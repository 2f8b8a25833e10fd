import type { editorParamsSchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { removeEditor as remove } from '../../gatekeeping/editors/service.ts';

export async function removeEditor(input: HandlerInput<{ params: typeof editorParamsSchema }>) {
  const { communityId, memberId } = input.params;
  return { body: await remove(ownerRequest(input).actor, communityId, memberId) };
}
