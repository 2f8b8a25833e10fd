import type { triggerBodySchema, triggerParamsSchema } from '@hearth/shared/schemas/notification-triggers';
import type { HandlerInput } from '../../platform/http/route.ts';
import { triggerNotification as trigger } from '../trigger.ts';

export async function triggerNotification({
  tenant,
  actor,
  params,
  body,
}: HandlerInput<{ params: typeof triggerParamsSchema; body: typeof triggerBodySchema }>) {
  return { body: await trigger(tenant, actor, params.trigger, body) };
}
