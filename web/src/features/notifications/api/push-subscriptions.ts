// This browser's push subscription on the API: the site's VAPID public key, keep a subscription, forget one.
import { notificationRoutes } from '@hearth/shared/contracts/routes';
import { apiRequest } from '@/lib/api-client.ts';

const contract = () => import('@hearth/shared/contracts/notifications');

export function getPushKey() {
  return apiRequest(notificationRoutes.getPushKey.path, {
    schema: () => contract().then((m) => m.getPushKey.response),
  });
}

export function addPushSubscription(subscription: PushSubscriptionJSON) {
  return apiRequest(notificationRoutes.addPushSubscription.path, {
    method: 'POST',
    body: subscription,
    schema: () => contract().then((m) => m.addPushSubscription.response),
  });
}

export function removePushSubscription(subscriptionId: string) {
  return apiRequest(
    notificationRoutes.removePushSubscription.path.replace('{subscriptionId}', encodeURIComponent(subscriptionId)),
    { method: 'DELETE', schema: () => contract().then((m) => m.removePushSubscription.response) },
  );
}
