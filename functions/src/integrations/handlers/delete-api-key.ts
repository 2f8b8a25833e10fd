import type { apiKeyParamsSchema } from '@hearth/shared/schemas/api-keys';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { deleteApiKey as remove } from '../service.ts';

export async function deleteApiKey(input: HandlerInput<{ params: typeof apiKeyParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  return { body: await remove(input.actor, input.params.communityId, input.params.keyId) };
}
