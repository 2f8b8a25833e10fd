// The feed's query string (member-forum §2.1: `type` and `orderBy`, plus the category chip): unknown values fall
// back to the defaults rather than failing, so an old link still opens the feed.
import {
  feedSortSchema,
  feedTypeSchema,
  type FeedSort,
  type FeedType,
  type Layout,
} from '@hearth/shared/schemas/forum';
import * as z from 'zod';

export const feedSearchSchema = z.object({
  type: feedTypeSchema.optional().catch(undefined),
  orderBy: feedSortSchema.optional().catch(undefined),
  categoryId: z.string().min(1).max(100).optional().catch(undefined),
});
export type FeedSearch = z.infer<typeof feedSearchSchema>;

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
