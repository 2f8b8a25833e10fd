import type { reactionBodySchema, reactionParamsSchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function updateReaction(
  input: HandlerInput<{ params: typeof reactionParamsSchema; body: typeof reactionBodySchema }>,
) {
  return {
    body: await settings.updateReaction(
      ownerRequest(input).actor,
      input.params.communityId,
      input.params.reactionId,
      input.body,
    ),
  };
}
