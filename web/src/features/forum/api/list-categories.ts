// The enabled categories of home or of one subforum, in rank order (feed chips, composer select).
import { communityRoutes } from '@hearth/shared/contracts/core-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { forumKeys } from './keys.ts';

/** `subforum` is a slug; null for home. */
export function listCategories(subforum: string | null, signal?: AbortSignal) {
  return apiRequest(withQuery(communityRoutes.listCategories.path, { subforum }), {
    schema: () => import('@hearth/shared/contracts/communities').then((m) => m.listCategories.response),
    signal,
  });
}

export const categoriesQueryOptions = (subforum: string | null) =>
  queryOptions({
    queryKey: forumKeys.categories(subforum),
    queryFn: ({ signal }) => listCategories(subforum, signal),
    staleTime: 60_000,
    select: (data) => data.items,
  });

/** `enabled: false` waits (a form where no place is chosen yet). */
export const useCategories = (subforum: string | null, enabled = true) =>
  useQuery({ ...categoriesQueryOptions(subforum), enabled });
