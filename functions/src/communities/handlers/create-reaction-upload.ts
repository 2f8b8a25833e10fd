import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { reactionUploadBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function createReactionUpload(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof reactionUploadBodySchema }>,
) {
  return {
    status: 201,
    body: await settings.createReactionUpload(ownerRequest(input).actor, input.params.communityId, input.body.fileType),
  };
}
