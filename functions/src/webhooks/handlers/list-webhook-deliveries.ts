import type { webhookParamsSchema } from '@hearth/shared/schemas/webhooks';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { listWebhookDeliveries as list } from '../service.ts';

export async function listWebhookDeliveries(input: HandlerInput<{ params: typeof webhookParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  return { body: await list(input.actor, input.params.communityId, input.params.endpointId) };
}
