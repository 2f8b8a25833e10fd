// The feed's query string (member-forum §2.1: `type` and `orderBy`, plus the category chip): unknown values fall
// back to the defaults rather than failing, so an old link still opens the feed.
import { FEED_SORTS, FEED_TYPES } from '@hearth/shared/constants/forum';
import type { FeedSort, FeedType, Layout } from '@hearth/shared/schemas/forum';
import { oneOf, searchValidator, text, type SearchOf } from '@/lib/search-params.ts';

const feedSearchFields = {
  type: oneOf(FEED_TYPES),
  orderBy: oneOf(FEED_SORTS),
  categoryId: text({ min: 1, max: 100 }),
};
export const validateFeedSearch = searchValidator(feedSearchFields);
export type FeedSearch = SearchOf<typeof feedSearchFields>;

export const typeLabels: Record<FeedType, string> = { all: 'All', post: 'Text', image: 'Image', poll: 'Poll' };
export const sortLabels: Record<FeedSort, string> = { hot: 'Hot', new: 'New', top: 'Top', old: 'Old' };

/** The types and sortings this community's feed settings enable (member-forum §2.5). */
export function feedMenu(layout: Pick<Layout, 'feed'> | undefined) {
  const types: FeedType[] = ['all', ...(layout?.feed.postTypes ?? [])];
  const sorts: FeedSort[] = layout?.feed.postsSorting.length ? layout.feed.postsSorting : ['hot'];
  return { types, sorts };
}

/** What the feed shows for a query string: a disabled type or sorting gives way to the first enabled one. */
export function effectiveFeed(search: FeedSearch, layout: Pick<Layout, 'feed'> | undefined) {
  const { types, sorts } = feedMenu(layout);
  const type = search.type && types.includes(search.type) ? search.type : 'all';
  const sort = search.orderBy && sorts.includes(search.orderBy) ? search.orderBy : (sorts[0] ?? 'hot');
  return { type, sort, categoryId: search.categoryId ?? null };
}
