// A subforum's feed at /{subforumSlug} (member-forum §2.5): part of the tree's first paint, like home.
import { createRoute } from '@tanstack/react-router';
import { SubforumPage } from '@/features/forum/pages/subforum-page.tsx';
import { validateFeedSearch, type FeedSearch } from '@/features/posts/components/feed-view/feed-search.ts';
import { ensureForumShellData } from '@/features/forum/components/forum-shell/forum-shell-data.ts';
import { ensureFeedViewData } from '@/features/posts/components/feed-view/feed-view-data.ts';
import { loadPageData } from '@/lib/page-data.ts';
import { rootRoute, showsPage } from './root.tsx';

export const subforumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$subforumSlug',
  validateSearch: validateFeedSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, location, params, deps }) =>
    loadPageData(context, async () => {
      if (!(await showsPage(context, location.pathname))) return;
      await Promise.all([
        ensureForumShellData(context.queryClient),
        ensureFeedViewData(context.queryClient, params.subforumSlug, deps),
      ]);
    }),
  component: Subforum,
});

function Subforum() {
  const navigate = subforumRoute.useNavigate();
  return (
    <SubforumPage
      communityName={rootRoute.useRouteContext().community.name}
      subforumSlug={subforumRoute.useParams().subforumSlug}
      search={subforumRoute.useSearch()}
      onSearch={(patch) => void navigate({ search: (prev: FeedSearch) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
