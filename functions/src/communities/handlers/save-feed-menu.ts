import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { feedBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function saveFeedMenu(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof feedBodySchema }>,
) {
  return { body: await settings.saveFeedMenu(ownerRequest(input).actor, input.params.communityId, input.body) };
}
