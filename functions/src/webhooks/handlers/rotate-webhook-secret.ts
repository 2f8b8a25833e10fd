import type { webhookParamsSchema } from '@hearth/shared/schemas/webhooks';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { rotateWebhookSecret as rotate } from '../service.ts';

export async function rotateWebhookSecret(input: HandlerInput<{ params: typeof webhookParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  return { body: await rotate(input.actor, input.params.communityId, input.params.endpointId) };
}
