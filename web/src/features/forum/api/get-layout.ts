// The community's frame for this viewer: subforum panel, feed menu, reactions, permissions, back-link.
import { communityRoutes } from '@hearth/shared/contracts/core-routes';
import type { Layout } from '@hearth/shared/schemas/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { forumKeys } from './keys.ts';

export function getLayout(signal?: AbortSignal): Promise<Layout> {
  return apiRequest(communityRoutes.getLayout.path, {
    schema: () => import('@hearth/shared/contracts/communities').then((m) => m.getLayout.response),
    signal,
  });
}

export const layoutQueryOptions = () =>
  queryOptions({
    queryKey: forumKeys.layout(),
    queryFn: ({ signal }) => getLayout(signal),
    // Staff change subforums and menus rarely; a minute keeps navigation free of refetches.
    staleTime: 60_000,
  });

export const useLayout = () => useQuery(layoutQueryOptions());
