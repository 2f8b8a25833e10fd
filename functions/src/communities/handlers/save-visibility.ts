import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { visibilityBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function saveVisibility(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof visibilityBodySchema }>,
) {
  return { body: await settings.saveVisibility(ownerRequest(input).actor, input.params.communityId, input.body) };
}
