import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { designBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function saveDesign(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof designBodySchema }>,
) {
  return { body: await settings.saveDesign(ownerRequest(input).actor, input.params.communityId, input.body) };
}
