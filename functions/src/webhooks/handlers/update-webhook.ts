import type { updateWebhookBodySchema, webhookParamsSchema } from '@hearth/shared/schemas/webhooks';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { updateWebhook as update } from '../service.ts';

export async function updateWebhook(
  input: HandlerInput<{ params: typeof webhookParamsSchema; body: typeof updateWebhookBodySchema }>,
) {
  if (!input.actor) throw unauthenticated();
  const { communityId, endpointId } = input.params;
  return { body: await update(input.actor, communityId, endpointId, input.body) };
}
