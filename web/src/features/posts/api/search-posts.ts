// Search results, page by page: posts whose title has every word of the query, or that carry a #hashtag.
import { searchPosts as searchPostsContract } from '@hearth/shared/contracts/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { postKeys, type SearchParams } from './keys.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

export function searchPosts(params: SearchParams, cursor: string | undefined, signal?: AbortSignal) {
  const path = withQuery(searchPostsContract.path, {
    q: params.q,
    categoryId: params.categoryId,
    type: params.type,
    cursor,
  });
  return apiRequest(path, { schema: searchPostsContract.response, signal });
}

export const searchQueryOptions = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: postKeys.search(params),
    ...cursorPages((cursor, signal) => searchPosts(params, cursor, signal)),
    enabled: params.q.trim() !== '',
    staleTime: 30_000,
  });

export const useSearchPosts = (params: SearchParams) => useInfiniteQuery(searchQueryOptions(params));
