// The leaderboard panel's top members by level, then XP (member-forum §2.9).
import { memberRoutes } from '@hearth/shared/contracts/core-routes';
import type { Leaderboard } from '@hearth/shared/schemas/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { gamificationKeys } from './keys.ts';

export function getLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  // The panel is on the forum's first screen: its response schema (and zod) loads beside the request.
  return apiRequest(memberRoutes.getLeaderboard.path, {
    schema: () => import('@hearth/shared/contracts/gamification').then((m) => m.getLeaderboard.response),
    signal,
  });
}

export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: gamificationKeys.leaderboard(),
    queryFn: ({ signal }) => getLeaderboard(signal),
    staleTime: 30_000,
    retry: false,
  });

export const useLeaderboard = (enabled = true) => useQuery({ ...leaderboardQueryOptions(), enabled });
