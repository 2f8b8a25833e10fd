// What FeedView reads on its first render, fetched into the query cache with its own query options: the feed
// routes' loaders (home, a subforum) declare it, so the server renders the feed once, whole.
import type { QueryClient } from '@tanstack/react-query';
import { layoutQueryOptions } from '@/features/forum/api/get-layout.ts';
import { categoriesQueryOptions } from '@/features/forum/api/list-categories.ts';
import { quietly } from '@/lib/page-data.ts';
import type { Layout } from '@hearth/shared/schemas/forum';
import { feedQueryOptions } from '@/features/posts/api/get-feed.ts';
import { effectiveFeed, type FeedSearch } from './feed-search.ts';

/** The layout, the categories and the feed's first page of home (`subforumSlug` null) or a subforum. */
export async function ensureFeedViewData(queryClient: QueryClient, subforumSlug: string | null, search: FeedSearch) {
  const feed = (layout: Layout | undefined) => {
    const { type, sort, categoryId } = effectiveFeed(search, layout);
    return quietly(
      queryClient.ensureInfiniteQueryData(feedQueryOptions({ subforum: subforumSlug, type, sort, categoryId })),
    );
  };
  // As FeedView asks: the feed for the layout the cache holds (the menus' defaults before a first layout answer)
  // beside the layout and the categories, then the one the layout settles on when that is another.
  const [layout] = await Promise.all([
    quietly(queryClient.ensureQueryData(layoutQueryOptions())),
    quietly(queryClient.ensureQueryData(categoriesQueryOptions(subforumSlug))),
    feed(queryClient.getQueryData(layoutQueryOptions().queryKey)),
  ]);
  await feed(layout);
}
