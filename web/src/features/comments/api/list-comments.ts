// A post's top-level comments page by page, each with its replies nested up to 3 levels; new first by default.
import { commentRoutes } from '@hearth/shared/contracts/core-routes';
import type { Layout } from '@hearth/shared/schemas/forum';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { fillPath, withQuery } from '@/lib/api-path.ts';
import { commentKeys, type CommentSort } from './keys.ts';
import { cursorPages } from '@/lib/cursor-pages.ts';

export function listComments(postId: string, sort: CommentSort, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(withQuery(fillPath(commentRoutes.listComments.path, { postId }), { sort, cursor }), {
    schema: () => import('@hearth/shared/contracts/comments').then((m) => m.listComments.response),
    signal,
  });
}

export const commentsQueryOptions = (postId: string, sort: CommentSort) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(postId, sort),
    ...cursorPages((cursor, signal) => listComments(postId, sort, cursor, signal)),
    // As the feed's: a page that arrived with its comments (server-rendered, or opened a moment ago) does not ask
    // for them again at once; a comment written here refreshes them itself.
    staleTime: 30_000,
  });

export const useComments = (postId: string, sort: CommentSort) => useInfiniteQuery(commentsQueryOptions(postId, sort));

/** The sortings a post's comments offer: the community's menu, or new alone when it enables none. */
export const commentSorts = (layout: Pick<Layout, 'feed'>): readonly CommentSort[] =>
  layout.feed.commentsSorting.length > 0 ? layout.feed.commentsSorting : ['new'];

/** The sorting a post's comments open with: new where the menu has it, else the menu's first. */
export function firstCommentSort(layout: Pick<Layout, 'feed'>): CommentSort {
  const sorts = commentSorts(layout);
  return sorts.includes('new') ? 'new' : sorts[0]!;
}
