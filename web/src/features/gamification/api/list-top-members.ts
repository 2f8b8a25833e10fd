// The owner app's Top Members (owner-dashboard §3 Statistics; §7: 10 a page) for the selected community.
import { listTopMembers as contract } from '@hearth/shared/contracts/gamification';
import type { DirectoryPage } from '@hearth/shared/schemas/gamification';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { gamificationKeys } from './keys.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

export const topMembersQueryOptions = (communityId: string) =>
  infiniteQueryOptions({
    queryKey: gamificationKeys.topMembers(communityId),
    ...cursorPages((cursor, signal) =>
      apiRequest<DirectoryPage>(withQuery(fillPath(contract.path, { communityId }), { cursor }), {
        schema: contract.response,
        signal,
      }),
    ),
    staleTime: 30_000,
  });

export const useTopMembers = (communityId: string) => useInfiniteQuery(topMembersQueryOptions(communityId));
