import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { listEditors as list } from '../../gatekeeping/editors/service.ts';

export async function listEditors(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  return { body: await list(ownerRequest(input).actor, input.params.communityId) };
}
