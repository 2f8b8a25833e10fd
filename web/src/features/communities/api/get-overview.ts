// The overview page's data for one community and range: status, plan, activity per day, member totals.
import { getOverview as contract } from '@hearth/shared/contracts/communities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { communityKeys, fillPath, type OverviewRange } from './keys.ts';

export function getOverview(communityId: string, range: OverviewRange, signal?: AbortSignal) {
  const path = `${fillPath(contract.path, { communityId })}?${new URLSearchParams({ range })}`;
  return apiRequest(path, { schema: contract.response, signal });
}

export const overviewQueryOptions = (communityId: string, range: OverviewRange) =>
  queryOptions({
    queryKey: communityKeys.overview(communityId, range),
    queryFn: ({ signal }) => getOverview(communityId, range, signal),
    staleTime: 30_000,
  });

/** Keeps the last range's numbers on screen while another range loads (only within the same community). */
export const useOverview = (communityId: string, range: OverviewRange) =>
  useQuery({
    ...overviewQueryOptions(communityId, range),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === communityId ? keepPreviousData(previous) : undefined,
  });
