// A comment sits in its post's lists (one per sorting) and in thread views, nested among replies: updates walk
// every tree so a vote or an edit shows wherever the comment is.
import type { CommentView } from '@hearth/shared/schemas/forum';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CachedContent } from '@/lib/content-actions.ts';
import { commentKeys } from './keys.ts';

type CommentPage = { items: CommentView[]; nextCursor: string | null; totalComments: number };
type Thread = { postId: string; postSlug: string; thread: CommentView };

const mapTree = (comment: CommentView, id: string, update: (c: CommentView) => CommentView): CommentView => {
  const self = comment.id === id ? update(comment) : comment;
  return self.replies.length === 0 ? self : { ...self, replies: self.replies.map((r) => mapTree(r, id, update)) };
};

export function updateComment(queryClient: QueryClient, commentId: string, update: (c: CommentView) => CommentView) {
  queryClient.setQueriesData<InfiniteData<CommentPage>>({ queryKey: commentKeys.allLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((c) => mapTree(c, commentId, update)) })),
        }
      : data,
  );
  queryClient.setQueriesData<Thread>({ queryKey: commentKeys.threads() }, (data) =>
    data ? { ...data, thread: mapTree(data.thread, commentId, update) } : data,
  );
}

const findIn = (comments: readonly CommentView[], id: string): CommentView | undefined => {
  for (const c of comments) {
    if (c.id === id) return c;
    const found = findIn(c.replies, id);
    if (found) return found;
  }
  return undefined;
};

export function cachedComment(queryClient: QueryClient, commentId: string): CommentView | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<CommentPage>>({ queryKey: commentKeys.allLists() })) {
    for (const page of data?.pages ?? []) {
      const found = findIn(page.items, commentId);
      if (found) return found;
    }
  }
  for (const [, data] of queryClient.getQueriesData<Thread>({ queryKey: commentKeys.threads() })) {
    const found = data && findIn([data.thread], commentId);
    if (found) return found;
  }
  return undefined;
}

/** The comment's copies as the forum's content actions see them (lib/content-actions.ts). */
export const commentContent = (queryClient: QueryClient, commentId: string): CachedContent<CommentView> => ({
  read: () => cachedComment(queryClient, commentId),
  write: (change) => updateComment(queryClient, commentId, change),
});
