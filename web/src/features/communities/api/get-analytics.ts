// The statistics page's numbers for one community and range (every card, the previous period, the distributions).
import { getAnalytics as contract } from '@hearth/shared/contracts/analytics';
import type { AnalyticsRange } from '@hearth/shared/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { communityKeys } from './keys.ts';

export function getAnalytics(communityId: string, range: AnalyticsRange, signal?: AbortSignal) {
  const path = withQuery(fillPath(contract.path, { communityId }), { ...range });
  return apiRequest(path, { schema: contract.response, signal });
}

export const analyticsQueryOptions = (communityId: string, range: AnalyticsRange) =>
  queryOptions({
    queryKey: communityKeys.analytics(communityId, range),
    queryFn: ({ signal }) => getAnalytics(communityId, range, signal),
    staleTime: 60_000,
  });

/** Keeps the last range's numbers on screen while another range loads (only within the same community). */
export const useAnalytics = (communityId: string, range: AnalyticsRange, enabled = true) =>
  useQuery({
    ...analyticsQueryOptions(communityId, range),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === communityId ? keepPreviousData(previous) : undefined,
  });
