// The owner app's Top Members (owner-dashboard §3 Statistics; §7: 10 a page) for the selected community.
import { listTopMembers as contract } from '@hearth/shared/contracts/gamification';
import type { DirectoryPage } from '@hearth/shared/schemas/gamification';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { gamificationKeys } from './keys.ts';

export const topMembersQueryOptions = (communityId: string) =>
  infiniteQueryOptions({
    queryKey: gamificationKeys.topMembers(communityId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<DirectoryPage>(withQuery(fillPath(contract.path, { communityId }), { cursor: pageParam }), {
        schema: contract.response,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export const useTopMembers = (communityId: string) => useInfiniteQuery(topMembersQueryOptions(communityId));
