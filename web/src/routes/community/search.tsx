// /search?q= or ?hashtag=, with categoryId and type: public, its own chunk.
import { FEED_TYPES } from '@hearth/shared/constants/forum';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '../../lib/lazy-page.ts';
import { oneOf, searchValidator, text } from '../../lib/search-params.ts';
import { rootRoute } from './root.tsx';

const SearchPage = lazyRouteComponent(() => import('./-components/search-page/search-page.tsx'), 'SearchPage');

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: searchValidator({
    q: text({ max: 100 }),
    hashtag: text({ max: 51 }),
    categoryId: text({ min: 1, max: 100 }),
    type: oneOf(FEED_TYPES),
  }),
  component: withPreload(function Search() {
    const search = searchRoute.useSearch();
    const navigate = searchRoute.useNavigate();
    return (
      <SearchPage
        key={`${search.q ?? ''}#${search.hashtag ?? ''}`}
        communityName={rootRoute.useRouteContext().community.name}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
    );
  }, SearchPage),
});
