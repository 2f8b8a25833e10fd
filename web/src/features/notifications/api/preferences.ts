// The member's notification switches: read, and change one (saved at once, shown at once, rolled back on failure).
import { notificationRoutes } from '@hearth/shared/contracts/core-routes';
import type { NotificationPreferences } from '@hearth/shared/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

type Preferences = { preferences: NotificationPreferences };

export function getPreferences(signal?: AbortSignal) {
  return apiRequest(notificationRoutes.getPreferences.path, {
    schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.getPreferences.response),
    signal,
  });
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function updatePreferences(changes: NotificationPreferences) {
  return apiRequest(notificationRoutes.updatePreferences.path, {
    method: 'PATCH',
    body: { preferences: changes },
    schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.updatePreferences.response),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences() });
      const previous = queryClient.getQueryData<Preferences>(notificationKeys.preferences());
      if (previous) {
        queryClient.setQueryData<Preferences>(notificationKeys.preferences(), {
          preferences: { ...previous.preferences, ...changes },
        });
      }
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.preferences(), context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
