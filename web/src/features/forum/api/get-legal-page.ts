// Terms of Service, Community Rules or the Privacy Statement (HTML the server sanitized).
import { communityRoutes } from '@hearth/shared/contracts/core-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { forumKeys } from './keys.ts';

export type LegalPage = 'terms' | 'rules' | 'privacy';

export function getLegalPage(page: LegalPage, signal?: AbortSignal) {
  return apiRequest(fillPath(communityRoutes.getLegalPage.path, { page }), {
    schema: () => import('@hearth/shared/contracts/communities').then((m) => m.getLegalPage.response),
    signal,
  });
}

export const legalPageQueryOptions = (page: LegalPage) =>
  queryOptions({
    queryKey: forumKeys.legalPage(page),
    queryFn: ({ signal }) => getLegalPage(page, signal),
    staleTime: 5 * 60_000,
  });

export const useLegalPage = (page: LegalPage) => useQuery(legalPageQueryOptions(page));
