// One post appears in several caches at once (feed pages, search pages, its own page): optimistic updates and
// server answers change it everywhere, so a vote on the post page shows on the feed card too.
import type { FeedResponse, PostCard, PostDetail } from '@hearth/shared/schemas/forum';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CachedContent } from '@/lib/content-actions.ts';
import { postKeys } from './keys.ts';

type CardPage = Pick<FeedResponse, 'items' | 'nextCursor'>;
export function updatePost(queryClient: QueryClient, postId: string, update: <T extends PostCard>(post: T) => T) {
  queryClient.setQueriesData<InfiniteData<CardPage>>({ queryKey: postKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === postId ? update(item) : item)),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<PostDetail>({ queryKey: postKeys.details() }, (post) =>
    post && post.id === postId ? update(post) : post,
  );
}

/** The post as the caches hold it now (its page, else any card). */
export function cachedPost(queryClient: QueryClient, postId: string): PostCard | undefined {
  for (const [, post] of queryClient.getQueriesData<PostDetail>({ queryKey: postKeys.details() })) {
    if (post?.id === postId) return post;
  }
  for (const [, data] of queryClient.getQueriesData<InfiniteData<CardPage>>({ queryKey: postKeys.lists() })) {
    for (const page of data?.pages ?? []) {
      const card = page.items.find((item) => item.id === postId);
      if (card) return card;
    }
  }
  return undefined;
}

/** The post's copies as the forum's content actions see them (lib/content-actions.ts). */
export const postContent = (queryClient: QueryClient, postId: string): CachedContent<PostCard> => ({
  read: () => cachedPost(queryClient, postId),
  write: (change) => updatePost(queryClient, postId, change),
});
