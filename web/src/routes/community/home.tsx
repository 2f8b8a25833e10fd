// The community's home page (/): part of the tree's first paint, so imported here, not as a lazy chunk.
import { createRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/forum/pages/home-page.tsx';
import { validateFeedSearch, type FeedSearch } from '@/features/posts/components/feed-view/feed-search.ts';
import { ensureForumShellData } from '@/features/forum/components/forum-shell/forum-shell-data.ts';
import { ensureFeedViewData } from '@/features/posts/components/feed-view/feed-view-data.ts';
import { loadPageData } from '@/lib/page-data.ts';
import { rootRoute, showsPage } from './root.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: validateFeedSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, location, deps }) =>
    loadPageData(context, async () => {
      if (!(await showsPage(context, location.pathname))) return;
      await Promise.all([
        ensureForumShellData(context.queryClient),
        ensureFeedViewData(context.queryClient, null, deps),
      ]);
    }),
  component: Home,
});

function Home() {
  const navigate = homeRoute.useNavigate();
  return (
    <HomePage
      community={rootRoute.useRouteContext().community}
      search={homeRoute.useSearch()}
      onSearch={(patch) => void navigate({ search: (prev: FeedSearch) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
