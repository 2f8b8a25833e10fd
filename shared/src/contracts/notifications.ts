// Notifications (member-forum §2.8, §2.9, §7.1): the bell's list and unread count, last seen, and the preferences.
import {
  notificationsQuerySchema,
  notificationsResponseSchema,
  preferencesSchema,
  unsubscribedSchema,
  unsubscribePostParamsSchema,
  unsubscribePostStateSchema,
  unsubscribeTokenQuerySchema,
  unreadResponseSchema,
  updatePreferencesBodySchema,
} from '../schemas/notifications.ts';
import { endpoint } from './endpoint.ts';
import {
  pushKeyResponseSchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionParamsSchema,
  pushUnsubscribedSchema,
} from '../schemas/push-subscriptions.ts';
import {
  communityTriggerParamsSchema,
  triggerBodySchema,
  triggerParamsSchema,
  triggerResponseSchema,
} from '../schemas/notification-triggers.ts';
import { notificationRoutes } from './routes.ts';

const mine = { tenancy: 'community', auth: 'user' } as const;

export const listNotifications = endpoint({
  ...notificationRoutes.listNotifications,
  summary: "The member's notifications, newest first, 200 a page, all or one category (one Query).",
  ...mine,
  request: { query: notificationsQuerySchema },
  response: notificationsResponseSchema,
  errors: [400, 401, 403],
});

export const getUnread = endpoint({
  ...notificationRoutes.getUnread,
  summary: 'How many notifications arrived or changed since the member last closed the panel (one BatchGetItem).',
  ...mine,
  request: {},
  response: unreadResponseSchema,
  errors: [401, 403],
});

export const markSeen = endpoint({
  ...notificationRoutes.markSeen,
  summary: 'The panel was closed: last seen is now, the unread count 0.',
  ...mine,
  request: {},
  response: unreadResponseSchema,
  errors: [401, 403],
});

export const getPreferences = endpoint({
  ...notificationRoutes.getPreferences,
  summary: "The member's notification switches (In-App, Push, Email per topic, the masters, the weekly digest).",
  ...mine,
  request: {},
  response: preferencesSchema,
  errors: [401, 403],
});

export const updatePreferences = endpoint({
  ...notificationRoutes.updatePreferences,
  summary: 'Changes some switches at once; a key that is not a preference is a 400 naming it.',
  ...mine,
  request: { body: updatePreferencesBodySchema },
  response: preferencesSchema,
  errors: [400, 401, 403],
});

/** Signed e-mail links work without a session (member-forum §2.8, §7.2). */
const byLink = { tenancy: 'community', auth: 'none' } as const;

export const getPostUnsubscribe = endpoint({
  ...notificationRoutes.getPostUnsubscribe,
  summary: 'What a signed unsubscribe link is about: the post and whether its member still follows it.',
  ...byLink,
  request: { params: unsubscribePostParamsSchema, query: unsubscribeTokenQuerySchema },
  response: unsubscribePostStateSchema,
  errors: [400],
});

export const unsubscribePost = endpoint({
  ...notificationRoutes.unsubscribePost,
  summary:
    "Stops the link's member following the post (its e-mails). One-click (RFC 8058): the signed token is the proof, " +
    'no session or CSRF header needed; a forged or expired link changes nothing.',
  ...byLink,
  signedLink: true,
  request: { params: unsubscribePostParamsSchema, query: unsubscribeTokenQuerySchema },
  response: unsubscribedSchema,
  errors: [400],
});

// Web push
export const getPushKey = endpoint({
  ...notificationRoutes.getPushKey,
  summary:
    "The site's VAPID public key, the browser's applicationServerKey for subscribing; 501 NOT_CONFIGURED while no " +
    'key pair is set up (docs/architecture/notifications.md).',
  ...mine,
  request: {},
  response: pushKeyResponseSchema,
  errors: [401, 403, 501],
});

export const addPushSubscription = endpoint({
  ...notificationRoutes.addPushSubscription,
  summary:
    "Keeps this browser's push subscription for the member (at most 10 browsers, the oldest replaced; the same " +
    'endpoint again replaces its keys). The endpoint must be https, and in AWS a public host: 400 otherwise.',
  ...mine,
  request: { body: pushSubscriptionBodySchema },
  response: pushSubscribedSchema,
  status: 201,
  errors: [400, 401, 403],
});

export const removePushSubscription = endpoint({
  ...notificationRoutes.removePushSubscription,
  summary: "Forgets one of the member's push subscriptions (its id: SHA-256 of the endpoint, base64url).",
  ...mine,
  request: { params: pushSubscriptionParamsSchema },
  response: pushUnsubscribedSchema,
  errors: [400, 401, 403],
});

// Trigger tester
export const triggerNotification = endpoint({
  ...notificationRoutes.triggerNotification,
  summary:
    "Staff only: sends the trigger's notification to the staff member themself (their bell, or for an owner-app " +
    'account their inbox); id and amount only when filled.',
  ...mine,
  request: { params: triggerParamsSchema, body: triggerBodySchema },
  response: triggerResponseSchema,
  errors: [400, 401, 403],
});

export const triggerCommunityNotification = endpoint({
  ...notificationRoutes.triggerCommunityNotification,
  summary:
    "The owner app's trigger tester: the community's owner-app staff send the trigger's notification to their own " +
    'inbox; id and amount only when filled.',
  tenancy: 'site',
  auth: 'user',
  request: { params: communityTriggerParamsSchema, body: triggerBodySchema },
  response: triggerResponseSchema,
  errors: [400, 401, 403, 404],
});

export const notificationEndpoints = {
  listNotifications,
  getUnread,
  markSeen,
  getPreferences,
  updatePreferences,
  getPostUnsubscribe,
  unsubscribePost,
  // web push
  getPushKey,
  addPushSubscription,
  removePushSubscription,
  // Trigger tester
  triggerNotification,
  triggerCommunityNotification,
};
