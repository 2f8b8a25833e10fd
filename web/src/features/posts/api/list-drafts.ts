// The member's drafts at /drafts, last saved first, 20 a page.
import { draftRoutes } from '@hearth/shared/contracts/draft-routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';
import { draftKeys } from './draft-keys.ts';

export function listDrafts(cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(withQuery(draftRoutes.listDrafts.path, { cursor }), {
    schema: () => import('@hearth/shared/contracts/drafts').then((m) => m.listDrafts.response),
    signal,
  });
}

export const draftsQueryOptions = () =>
  infiniteQueryOptions({ queryKey: draftKeys.list(), ...cursorPages(listDrafts), staleTime: 5_000 });

export const useDrafts = () => useInfiniteQuery(draftsQueryOptions());
