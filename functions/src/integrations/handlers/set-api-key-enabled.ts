import type { apiKeyEnabledBodySchema, apiKeyParamsSchema } from '@hearth/shared/schemas/api-keys';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { setApiKeyEnabled as setEnabled } from '../service.ts';

export async function setApiKeyEnabled(
  input: HandlerInput<{ params: typeof apiKeyParamsSchema; body: typeof apiKeyEnabledBodySchema }>,
) {
  if (!input.actor) throw unauthenticated();
  const { communityId, keyId } = input.params;
  return { body: await setEnabled(input.actor, communityId, keyId, input.body.enabled) };
}
