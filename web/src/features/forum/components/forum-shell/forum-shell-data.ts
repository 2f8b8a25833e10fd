// What ForumShell reads on its first render, fetched into the query cache with its own query options: the layout,
// and the leaderboard where the community shows it. The loaders of the server-rendered forum pages declare it, so
// the server renders the shell once, whole.
import type { QueryClient } from '@tanstack/react-query';
import { leaderboardQueryOptions } from '@/features/gamification/api/get-leaderboard.ts';
import { quietly } from '@/lib/page-data.ts';
import { layoutQueryOptions } from '@/features/forum/api/get-layout.ts';

export async function ensureForumShellData(queryClient: QueryClient) {
  const layout = await quietly(queryClient.ensureQueryData(layoutQueryOptions()));
  if (layout?.usersLeaderboard) await quietly(queryClient.ensureQueryData(leaderboardQueryOptions()));
}
