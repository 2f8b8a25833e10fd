// A member's badges for the profile's Badges tab (member-forum §2.7, §9: 100 a page there).
import { listBadges as contract } from '@hearth/shared/contracts/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { gamificationKeys } from './keys.ts';

export const PROFILE_BADGES_PAGE_SIZE = 100;

export const badgesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: gamificationKeys.badges(slug),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(fillPath(contract.path, { slug }), { pageSize: String(PROFILE_BADGES_PAGE_SIZE) }), {
        schema: contract.response,
        signal,
      }),
    staleTime: 30_000,
  });

export const useBadges = (slug: string) => useQuery(badgesQueryOptions(slug));
