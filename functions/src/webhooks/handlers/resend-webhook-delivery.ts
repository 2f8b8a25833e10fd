import type { webhookDeliveryParamsSchema } from '@hearth/shared/schemas/webhooks';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { resendWebhookDelivery as resend } from '../service.ts';

export async function resendWebhookDelivery(input: HandlerInput<{ params: typeof webhookDeliveryParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  const { communityId, endpointId, deliveryId } = input.params;
  return { body: await resend(input.actor, communityId, endpointId, deliveryId) };
}
