// Query keys for posts: card lists (feeds and searches), a post by slug, link previews. Everything under `all`
// carries the viewer's own state (vote, reactions, follow), so a change of account resets it.
import type { FeedSort, FeedType } from '@hearth/shared/schemas/forum';

export interface FeedParams {
  /** A subforum's slug; null for home. */
  subforum: string | null;
  categoryId: string | null;
  type: FeedType;
  sort: FeedSort;
}

export interface SearchParams {
  /** Title words, or `#hashtag`. */
  q: string;
  categoryId: string | null;
  type: FeedType;
}

export const postKeys = {
  all: ['posts'] as const,
  /** Every list of cards: feeds and search results. */
  lists: () => [...postKeys.all, 'list'] as const,
  feed: (params: FeedParams) => [...postKeys.lists(), 'feed', params] as const,
  search: (params: SearchParams) => [...postKeys.lists(), 'search', params] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string) => [...postKeys.details(), slug] as const,
  linkPreview: (url: string | null) => [...postKeys.all, 'link-preview', url] as const,
};
