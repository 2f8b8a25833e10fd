import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { seoBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function saveSeo(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof seoBodySchema }>,
) {
  return { body: await settings.saveSeo(ownerRequest(input).actor, input.params.communityId, input.body) };
}
