// The panel closed: last seen is now, the bell shows 0 at once.
import { notificationRoutes } from '@hearth/shared/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export function markSeen() {
  return apiRequest(notificationRoutes.markSeen.path, {
    method: 'PUT',
    schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.markSeen.response),
  });
}

/** `refreshLists`: the panel reloads its list as read; the page keeps the dots it opened with until it reloads. */
export function useMarkSeen({ refreshLists = true }: { refreshLists?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSeen,
    onSuccess: (bell) => {
      queryClient.setQueryData(notificationKeys.unread(), bell);
      if (refreshLists) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
