import type { communityParamsSchema } from '@hearth/shared/schemas/communities';
import type { permissionsBodySchema } from '@hearth/shared/schemas/platform-settings';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import * as settings from '../settings.ts';

export async function savePlatformPermissions(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof permissionsBodySchema }>,
) {
  return {
    body: await settings.savePlatformPermissions(ownerRequest(input).actor, input.params.communityId, input.body),
  };
}
