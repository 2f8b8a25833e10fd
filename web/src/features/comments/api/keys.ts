// Query keys for comments: a post's top-level comments (with nested replies) per sorting, and one thread.

export type CommentSort = 'new' | 'top';

export const commentKeys = {
  all: ['comments'] as const,
  allLists: () => [...commentKeys.all, 'list'] as const,
  lists: (postId: string) => [...commentKeys.allLists(), postId] as const,
  list: (postId: string, sort: CommentSort) => [...commentKeys.lists(postId), sort] as const,
  threads: () => [...commentKeys.all, 'thread'] as const,
  thread: (commentId: string) => [...commentKeys.threads(), commentId] as const,
};
