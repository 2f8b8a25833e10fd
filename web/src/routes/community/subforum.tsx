// A subforum's feed at /{subforumSlug} (member-forum §2.5): the same feed as home, scoped; a private or missing
// subforum shows the spec's text with Return Home.
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { FeedView } from './-components/feed-view/feed-view.tsx';
import { validateFeedSearch, type FeedSearch } from './-components/feed-view/feed-search.ts';
import { ForumShell } from './-components/forum-shell/forum-shell.tsx';
import { rootRoute } from './root.tsx';

export const subforumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$subforumSlug',
  validateSearch: validateFeedSearch,
  component: SubforumPage,
});

function SubforumPage() {
  const { community } = rootRoute.useRouteContext();
  const { subforumSlug } = subforumRoute.useParams();
  const search = subforumRoute.useSearch();
  const navigate = subforumRoute.useNavigate();
  useDocumentTitle(community.name);
  return (
    <main>
      <ForumShell strip>
        <FeedView
          key={subforumSlug}
          subforumSlug={subforumSlug}
          search={search}
          onSearch={(patch) => void navigate({ search: (prev: FeedSearch) => ({ ...prev, ...patch }), replace: true })}
        />
      </ForumShell>
    </main>
  );
}
