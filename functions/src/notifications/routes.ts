// The notifications domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler loading with their first request (deferredRoutes; the contracts stay static).
import { notificationEndpoints as e } from '@hearth/shared/contracts/notifications';
import { notificationRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes, route } from '../platform/http/route.ts';
import { getUnread } from './handlers/get-unread.ts';
import { listNotifications } from './handlers/list-notifications.ts';

const lazy = deferredRoutes(notificationRoutes, e);

export const routes = [
  route(e.listNotifications, listNotifications),
  route(e.getUnread, getUnread),
  lazy('markSeen', () => import('./handlers/mark-seen.ts').then((m) => m.markSeen)),
  lazy('getPreferences', () => import('./handlers/get-preferences.ts').then((m) => m.getPreferences)),
  lazy('updatePreferences', () => import('./handlers/update-preferences.ts').then((m) => m.updatePreferences)),
  lazy('getPostUnsubscribe', () => import('./handlers/get-post-unsubscribe.ts').then((m) => m.getPostUnsubscribe)),
  lazy('unsubscribePost', () => import('./handlers/unsubscribe-post.ts').then((m) => m.unsubscribePost)),
  // web push
  lazy('getPushKey', () => import('./handlers/get-push-key.ts').then((m) => m.getPushKey)),
  lazy('addPushSubscription', () => import('./handlers/add-push-subscription.ts').then((m) => m.addPushSubscription)),
  lazy('removePushSubscription', () =>
    import('./handlers/remove-push-subscription.ts').then((m) => m.removePushSubscription),
  ),
  // Trigger tester
  lazy('triggerNotification', () => import('./handlers/trigger-notification.ts').then((m) => m.triggerNotification)),
  lazy('triggerCommunityNotification', () =>
    import('./handlers/trigger-notification.ts').then((m) => m.triggerCommunityNotification),
  ),
];
