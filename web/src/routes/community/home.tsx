// The community's home page: its header (banner, icon, name, tagline) and the community-wide feed.
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { CommunityHeader } from './-components/community-header/community-header.tsx';
import { FeedView } from './-components/feed-view/feed-view.tsx';
import { validateFeedSearch, type FeedSearch } from './-components/feed-view/feed-search.ts';
import { ForumShell } from './-components/forum-shell/forum-shell.tsx';
import { rootRoute } from './root.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: validateFeedSearch,
  component: HomePage,
});

function HomePage() {
  const { community } = rootRoute.useRouteContext();
  const search = homeRoute.useSearch();
  const navigate = homeRoute.useNavigate();
  // SEO Settings: the page title (the community's name until the owner sets one).
  useDocumentTitle(community.seo.title);
  return (
    <main>
      <CommunityHeader community={community} />
      <ForumShell strip>
        <FeedView
          subforumSlug={null}
          search={search}
          onSearch={(patch) => void navigate({ search: (prev: FeedSearch) => ({ ...prev, ...patch }), replace: true })}
        />
      </ForumShell>
    </main>
  );
}
