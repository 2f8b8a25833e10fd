// One comment's thread (its top-level ancestor with the replies), for `/post/{slug}?comment={commentSlug}`. The API
// takes the comment's slug (or a bare id, as older links have it); the cache keys it by the id the slug ends with.
import { commentRoutes } from '@hearth/shared/contracts/core-routes';
import { idOfSlug } from '@hearth/shared/rules/slug';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath } from '@/lib/api-path.ts';
import { commentKeys } from './keys.ts';

export function getThread(commentSlug: string, signal?: AbortSignal) {
  return apiRequest(fillPath(commentRoutes.getThread.path, { commentId: commentSlug }), {
    schema: () => import('@hearth/shared/contracts/comments').then((m) => m.getThread.response),
    signal,
  });
}

export const threadQueryOptions = (commentSlug: string) =>
  queryOptions({
    queryKey: commentKeys.thread(idOfSlug(commentSlug) ?? commentSlug),
    queryFn: ({ signal }) => getThread(commentSlug, signal),
    // As a post's comments: a thread that arrived with its page (its route's loader, a server render) is not asked
    // for again as the page mounts; a comment written here refreshes it itself.
    staleTime: 30_000,
  });

export const useThread = (commentSlug: string) => useQuery(threadQueryOptions(commentSlug));
