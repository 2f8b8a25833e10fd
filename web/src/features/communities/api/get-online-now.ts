// "Online now" on the overview: members and guests seen on the community site in the last 5 minutes, asked again
// every 30 seconds while the tab is visible (TanStack Query pauses the interval in a hidden tab).
import { getOnlineNow as contract } from '@hearth/shared/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { communityKeys } from './keys.ts';

export const ONLINE_NOW_POLL_MS = 30_000;

export function getOnlineNow(communityId: string, signal?: AbortSignal) {
  return apiRequest(fillPath(contract.path, { communityId }), { schema: contract.response, signal });
}

export const onlineNowQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: communityKeys.onlineNow(communityId),
    queryFn: ({ signal }) => getOnlineNow(communityId, signal),
    refetchInterval: ONLINE_NOW_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useOnlineNow = (communityId: string) => useQuery(onlineNowQueryOptions(communityId));
