import type { pushSubscriptionBodySchema } from '@hearth/shared/schemas/push-subscriptions';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as push from '../push.ts';

export async function addPushSubscription({
  tenant,
  actor,
  body,
}: HandlerInput<{ body: typeof pushSubscriptionBodySchema }>) {
  return { status: 201, body: await push.addPushSubscription(tenant, actor, body) };
}
