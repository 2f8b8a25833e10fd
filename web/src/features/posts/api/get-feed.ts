// A feed, page by page (20 cards, pinned first): home or a subforum, by category, type and sorting.
import { postRoutes } from '@hearth/shared/contracts/core-routes';
import type { FeedResponse } from '@hearth/shared/schemas/forum';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { postKeys, type FeedParams } from './keys.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

export function getFeed(params: FeedParams, cursor: string | undefined, signal?: AbortSignal): Promise<FeedResponse> {
  const path = withQuery(postRoutes.getFeed.path, {
    subforum: params.subforum,
    categoryId: params.categoryId,
    type: params.type,
    sort: params.sort,
    cursor,
  });
  return apiRequest(path, {
    schema: () => import('@hearth/shared/contracts/posts').then((m) => m.getFeed.response),
    signal,
  });
}

export const feedQueryOptions = (params: FeedParams) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(params),
    ...cursorPages((cursor, signal) => getFeed(params, cursor, signal)),
    staleTime: 30_000,
  });

export const useFeed = (params: FeedParams) => useInfiniteQuery(feedQueryOptions(params));
