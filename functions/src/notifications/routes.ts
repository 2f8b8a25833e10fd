// The notifications domain's route table.
import { notificationEndpoints as e } from '@hearth/shared/contracts/notifications';
import { route } from '../platform/http/route.ts';
import { getPostUnsubscribe } from './handlers/get-post-unsubscribe.ts';
import { getPreferences } from './handlers/get-preferences.ts';
import { getUnread } from './handlers/get-unread.ts';
import { listNotifications } from './handlers/list-notifications.ts';
import { markSeen } from './handlers/mark-seen.ts';
import { unsubscribePost } from './handlers/unsubscribe-post.ts';
import { updatePreferences } from './handlers/update-preferences.ts';
import { addPushSubscription } from './handlers/add-push-subscription.ts';
import { getPushKey } from './handlers/get-push-key.ts';
import { removePushSubscription } from './handlers/remove-push-subscription.ts';
// notifications2 (trigger tester)
import { triggerCommunityNotification, triggerNotification } from './handlers/trigger-notification.ts';

export const routes = [
  route(e.listNotifications, listNotifications),
  route(e.getUnread, getUnread),
  route(e.markSeen, markSeen),
  route(e.getPreferences, getPreferences),
  route(e.updatePreferences, updatePreferences),
  route(e.getPostUnsubscribe, getPostUnsubscribe),
  route(e.unsubscribePost, unsubscribePost),
  // web push
  route(e.getPushKey, getPushKey),
  route(e.addPushSubscription, addPushSubscription),
  route(e.removePushSubscription, removePushSubscription),
  // notifications2 (trigger tester)
  route(e.triggerNotification, triggerNotification),
  route(e.triggerCommunityNotification, triggerCommunityNotification),
];
