import type { createApiKeyBodySchema } from '@hearth/shared/schemas/api-keys';
import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { createApiKey as create } from '../service.ts';

export async function createApiKey(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof createApiKeyBodySchema }>,
) {
  if (!input.actor) throw unauthenticated();
  return { status: 201, body: await create(input.actor, input.params.communityId, input.body) };
}
