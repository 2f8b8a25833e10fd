// The member's notifications, 200 a page, all or one category; a failed load keeps the list already shown.
import { notificationRoutes } from '@hearth/shared/contracts/core-routes';
import type { NotificationCategory } from '@hearth/shared/schemas/notifications';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { notificationKeys } from './keys.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

export function getNotifications(category: NotificationCategory, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(withQuery(notificationRoutes.listNotifications.path, { category, cursor }), {
    schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.listNotifications.response),
    signal,
  });
}

export const notificationsQueryOptions = (category: NotificationCategory) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(category),
    ...cursorPages((cursor, signal) => getNotifications(category, cursor, signal)),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useNotifications = (category: NotificationCategory, enabled = true) =>
  useInfiniteQuery({ ...notificationsQueryOptions(category), enabled });
