import type { webhookParamsSchema } from '@hearth/shared/schemas/webhooks';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { deleteWebhook as remove } from '../service.ts';

export async function deleteWebhook(input: HandlerInput<{ params: typeof webhookParamsSchema }>) {
  if (!input.actor) throw unauthenticated();
  await remove(input.actor, input.params.communityId, input.params.endpointId);
  return { body: { deleted: true as const } };
}
