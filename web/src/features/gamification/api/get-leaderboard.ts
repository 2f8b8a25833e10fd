// The leaderboard panel's top members by level, then XP (member-forum §2.9).
import { getLeaderboard as contract } from '@hearth/shared/contracts/gamification';
import type { Leaderboard } from '@hearth/shared/schemas/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { gamificationKeys } from './keys.ts';

export function getLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return apiRequest(contract.path, { schema: contract.response, signal });
}

export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: gamificationKeys.leaderboard(),
    queryFn: ({ signal }) => getLeaderboard(signal),
    staleTime: 30_000,
    retry: false,
  });

export const useLeaderboard = (enabled = true) => useQuery({ ...leaderboardQueryOptions(), enabled });
