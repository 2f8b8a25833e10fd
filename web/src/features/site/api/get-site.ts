// What this host is: the owner app, or a community and its public look.
import { communityRoutes } from '@hearth/shared/contracts/core-routes';
import type { SiteResponse } from '@hearth/shared/schemas/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const siteKeys = {
  all: ['site'] as const,
  current: () => [...siteKeys.all, 'current'] as const,
};

export function getSite(signal?: AbortSignal): Promise<SiteResponse> {
  return apiRequest(communityRoutes.getSite.path, {
    schema: () => import('@hearth/shared/contracts/communities').then((m) => m.getSite.response),
    signal,
  });
}

export const siteQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.current(),
    queryFn: ({ signal }) => getSite(signal),
    // A community's look changes only when its owner edits it.
    staleTime: 5 * 60_000,
  });

export const useSite = () => useQuery(siteQueryOptions());
