import type { communityParamsSchema } from '@hearth/shared/schemas/params';
import type { createWebhookBodySchema } from '@hearth/shared/schemas/webhooks';
import { unauthenticated } from '../../platform/http/errors.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { createWebhook as create } from '../service.ts';

export async function createWebhook(
  input: HandlerInput<{ params: typeof communityParamsSchema; body: typeof createWebhookBodySchema }>,
) {
  if (!input.actor) throw unauthenticated();
  return { status: 201, body: await create(input.actor, input.params.communityId, input.body) };
}
