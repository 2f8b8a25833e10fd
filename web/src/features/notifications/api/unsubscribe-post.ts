// A signed unsubscribe link (no session): what it is about, and the one-click unsubscribe it offers.
import { notificationRoutes } from '@hearth/shared/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { notificationKeys } from './keys.ts';

const pathOf = (postSlug: string, token: string, route: { path: string }) =>
  withQuery(fillPath(route.path, { postSlug }), { token });

export const unsubscribeStateQueryOptions = (postSlug: string, token: string) =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'unsubscribe', postSlug, token] as const,
    queryFn: ({ signal }) =>
      apiRequest(pathOf(postSlug, token, notificationRoutes.getPostUnsubscribe), {
        schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.getPostUnsubscribe.response),
        signal,
      }),
    retry: false,
  });

export const useUnsubscribeState = (postSlug: string, token: string) =>
  useQuery(unsubscribeStateQueryOptions(postSlug, token));

export function useUnsubscribePost(postSlug: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(pathOf(postSlug, token, notificationRoutes.unsubscribePost), {
        method: 'POST',
        schema: () => import('@hearth/shared/contracts/notifications').then((m) => m.unsubscribePost.response),
      }),
    onSuccess: () => queryClient.removeQueries({ queryKey: [...notificationKeys.all, 'unsubscribe', postSlug] }),
  });
}
