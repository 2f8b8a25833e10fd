// A member's profile by username, member id or `me` (member-forum §2.7).
import { getProfile as contract } from '@hearth/shared/contracts/members';
import type { Profile } from '@hearth/shared/schemas/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { memberKeys } from './keys.ts';

export function getProfile(slug: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest(fillPath(contract.path, { slug }), { schema: contract.response, signal });
}

export const profileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: memberKeys.profile(slug),
    queryFn: ({ signal }) => getProfile(slug, signal),
    staleTime: 30_000,
    // A missing profile or a guest is an answer, not a hiccup: no retries.
    retry: (count, error) => !isApiError(error) && count < 2,
  });

export const useProfile = (slug: string, enabled = true) => useQuery({ ...profileQueryOptions(slug), enabled });
