import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { informationBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function saveInformation(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof informationBodySchema }>,
) {
  return { body: await settings.saveInformation(ownerRequest(input).actor, input.params.communityId, input.body) };
}
