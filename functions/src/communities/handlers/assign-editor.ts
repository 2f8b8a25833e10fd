import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { assignEditorBodySchema } from '@hearth/shared/schemas/roles';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { assignEditor as assign } from '../roles.ts';

export async function assignEditor(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof assignEditorBodySchema }>,
) {
  return { body: await assign(ownerRequest(input).actor, input.params.communityId, input.body.email) };
}
