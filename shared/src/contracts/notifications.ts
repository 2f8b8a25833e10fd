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

// notifications2 (trigger tester)
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
  // notifications2 (trigger tester)
  triggerNotification,
  triggerCommunityNotification,
};
