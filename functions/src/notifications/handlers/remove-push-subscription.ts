import type { pushSubscriptionParamsSchema } from '@hearth/shared/schemas/push-subscriptions';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as push from '../push.ts';

export async function removePushSubscription({
  tenant,
  actor,
  params,
}: HandlerInput<{ params: typeof pushSubscriptionParamsSchema }>) {
  return { body: await push.removePushSubscription(tenant, actor, params.subscriptionId) };
}
