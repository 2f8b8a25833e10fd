// The communities the signed-in owner owns or edits: the switcher's list and the dashboard's guard.
import { communityRoutes } from '@hearth/shared/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export function listMyCommunities(signal?: AbortSignal) {
  return apiRequest(communityRoutes.listMyCommunities.path, {
    schema: () => import('@hearth/shared/contracts/communities').then((m) => m.listMyCommunities.response),
    signal,
  });
}

export const myCommunitiesQueryOptions = () =>
  queryOptions({
    queryKey: communityKeys.mine(),
    queryFn: ({ signal }) => listMyCommunities(signal),
    select: (page) => page.items,
    staleTime: 30_000,
  });

export const useMyCommunities = () => useQuery(myCommunitiesQueryOptions());
