// /search?q= or ?hashtag=, with categoryId and type: public, its own chunk.
import { feedTypeSchema } from '@hearth/shared/schemas/forum';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const SearchPage = lazyRouteComponent(() => import('./-components/search-page/search-page.tsx'), 'SearchPage');

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: z.object({
    q: z.string().max(100).optional().catch(undefined),
    hashtag: z.string().max(51).optional().catch(undefined),
    categoryId: z.string().min(1).max(100).optional().catch(undefined),
    type: feedTypeSchema.optional().catch(undefined),
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
