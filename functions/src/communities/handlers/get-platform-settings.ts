import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function getPlatformSettings(input: HandlerInput<{ params: typeof communityParamsSchema }>) {
  return { body: await settings.getPlatformSettings(ownerRequest(input).actor, input.params.communityId) };
}
