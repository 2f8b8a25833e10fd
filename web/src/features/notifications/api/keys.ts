// Query keys for notifications: the lists per category, the bell's unread count and the switches.
import type { NotificationCategory } from '@hearth/shared/schemas/notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (category: NotificationCategory) => [...notificationKeys.lists(), category] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
