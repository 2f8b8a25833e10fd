// What /search's address holds (member-forum §2.1: `?title=`, `?hashtag=`, `categoryId`, `type`) and how it maps to
// the API's one query (`GET /api/v1/search?q=`: title words, or `#tag`). Small and zod-free: the header search on
// the first page uses it too.
import type { FeedType } from '@hearth/shared/schemas/forum';

export interface SearchPageSearch {
  title?: string | undefined;
  hashtag?: string | undefined;
  categoryId?: string | undefined;
  type?: FeedType | undefined;
}

/** A hashtag as members type it: `#` then letters, digits and _, at most 50 (the server's rule). */
const HASHTAG = /^#([\p{L}\p{N}_]{1,50})$/u;

/** What a member typed, as the address's `title` or `hashtag` (neither when blank). */
export function searchFor(typed: string): Pick<SearchPageSearch, 'title' | 'hashtag'> {
  const text = typed.trim();
  const tag = HASHTAG.exec(text)?.[1];
  if (tag) return { title: undefined, hashtag: tag };
  return { title: text || undefined, hashtag: undefined };
}

/** The API's `q`: `#tag` for a hashtag search, else the title words ('' when there is nothing to search for). */
export const apiQueryOf = (search: SearchPageSearch) =>
  search.hashtag ? `#${search.hashtag.replace(/^#/, '')}` : (search.title ?? '').trim();
