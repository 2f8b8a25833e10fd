// The communities the signed-in owner owns or edits: the switcher's list and the dashboard's guard.
import { listMyCommunities as contract } from '@hearth/shared/contracts/communities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export function listMyCommunities(signal?: AbortSignal) {
  return apiRequest(contract.path, { schema: contract.response, signal });
}

export const myCommunitiesQueryOptions = () =>
  queryOptions({
    queryKey: communityKeys.mine(),
    queryFn: ({ signal }) => listMyCommunities(signal),
    select: (page) => page.items,
    staleTime: 30_000,
  });

export const useMyCommunities = () => useQuery(myCommunitiesQueryOptions());
