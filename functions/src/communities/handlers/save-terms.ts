import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { termsBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function saveTerms(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof termsBodySchema }>,
) {
  return { body: await settings.saveLegal(ownerRequest(input).actor, input.params.communityId, input.body) };
}
