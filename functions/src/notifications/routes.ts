// The notifications domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { notificationEndpoints as e } from '@hearth/shared/contracts/notifications';
import { lazyRoute, route } from '../platform/http/route.ts';
import { getUnread } from './handlers/get-unread.ts';
import { listNotifications } from './handlers/list-notifications.ts';

export const routes = [
  route(e.listNotifications, listNotifications),
  route(e.getUnread, getUnread),
  lazyRoute(e.markSeen, () => import('./handlers/mark-seen.ts').then((m) => m.markSeen)),
  lazyRoute(e.getPreferences, () => import('./handlers/get-preferences.ts').then((m) => m.getPreferences)),
  lazyRoute(e.updatePreferences, () => import('./handlers/update-preferences.ts').then((m) => m.updatePreferences)),
  lazyRoute(e.getPostUnsubscribe, () => import('./handlers/get-post-unsubscribe.ts').then((m) => m.getPostUnsubscribe)),
  lazyRoute(e.unsubscribePost, () => import('./handlers/unsubscribe-post.ts').then((m) => m.unsubscribePost)),
  // web push
  lazyRoute(e.getPushKey, () => import('./handlers/get-push-key.ts').then((m) => m.getPushKey)),
  lazyRoute(e.addPushSubscription, () =>
    import('./handlers/add-push-subscription.ts').then((m) => m.addPushSubscription),
  ),
  lazyRoute(e.removePushSubscription, () =>
    import('./handlers/remove-push-subscription.ts').then((m) => m.removePushSubscription),
  ),
  // notifications2 (trigger tester)
  lazyRoute(e.triggerNotification, () =>
    import('./handlers/trigger-notification.ts').then((m) => m.triggerNotification),
  ),
  lazyRoute(e.triggerCommunityNotification, () =>
    import('./handlers/trigger-notification.ts').then((m) => m.triggerCommunityNotification),
  ),
];
