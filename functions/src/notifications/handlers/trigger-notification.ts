import type {
  communityTriggerParamsSchema,
  triggerBodySchema,
  triggerParamsSchema,
} from '@hearth/shared/schemas/notification-triggers';
import type { HandlerInput } from '../../platform/http/route.ts';
import { triggerCommunityNotification as triggerFor, triggerNotification as trigger } from '../trigger.ts';

export async function triggerNotification({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof triggerParamsSchema; body: typeof triggerBodySchema }>) {
  return { body: await trigger(tenant, actor, params.trigger, body) };
}

export async function triggerCommunityNotification({
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof communityTriggerParamsSchema; body: typeof triggerBodySchema }>) {
  return { body: await triggerFor(actor, params.communityId, params.trigger, body) };
}
