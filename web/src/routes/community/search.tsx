// /search?title= or ?hashtag=, with categoryId and type (member-forum §2.1): public, its own chunk. The older
// `?q=` (title words or `#tag`) still opens: it is replaced by `?title=` or `?hashtag=`.
import { FEED_TYPES } from '@hearth/shared/constants/forum';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { oneOf, searchValidator, text } from '@/lib/search-params.ts';
import { searchFor } from '@/features/posts/api/search-query.ts';
import { rootRoute } from './root.tsx';

const SearchPage = lazyRouteComponent(() => import('@/features/posts/pages/search-page.tsx'), 'SearchPage');

const validateSearch = searchValidator({
  title: text({ max: 100 }),
  hashtag: text({ max: 51 }),
  categoryId: text({ min: 1, max: 100 }),
  type: oneOf(FEED_TYPES),
  /** The address before title/hashtag: read only to redirect. */
  q: text({ max: 100 }),
});

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch,
  beforeLoad: ({ search }: { search: ReturnType<typeof validateSearch> }) => {
    const { q, ...rest } = search;
    if (!('q' in search)) return;
    throw redirect({ to: '/search', search: { ...rest, ...(q === undefined ? {} : searchFor(q)) }, replace: true });
  },
  component: withPreload(function Search() {
    const { q: _legacy, ...search } = searchRoute.useSearch();
    const navigate = searchRoute.useNavigate();
    return (
      <SearchPage
        key={`${search.title ?? ''}#${search.hashtag ?? ''}`}
        communityName={rootRoute.useRouteContext().community.name}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
    );
  }, SearchPage),
});
