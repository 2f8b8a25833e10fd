// The bell's unread count. Live updates push it (use-live-notifications.ts); polling is the fallback.
import { notificationRoutes } from '@hearth/shared/contracts/core-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';
import { useLiveSocket } from './live.ts';

export function getUnread(signal?: AbortSignal) {
  return apiRequest(notificationRoutes.getUnread.path, {
    schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.getUnread.response),
    signal,
  });
}

/** How often the bell asks for its count while the page is visible (the live-update fallback). */
export const UNREAD_POLL_MS = 2_000;

export const unreadQueryOptions = (pollMs: number | false) =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnread(signal),
    refetchInterval: pollMs,
    staleTime: 1_000,
  });

export const useUnread = (pollMs: number | false) => useQuery(unreadQueryOptions(pollMs));

/** The signed-in member's bell: pushed over the live socket while it is open, polled while it is not. */
export function useLiveUnread() {
  const live = useLiveSocket();
  return useUnread(live ? false : UNREAD_POLL_MS);
}
