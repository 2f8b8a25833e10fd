// A subforum's feed at /{subforumSlug} (member-forum §2.5): the same feed as home, scoped to the subforum; the feed
// sends a visitor of a private or missing subforum to the spec's text. It loads with the community tree.
import { useDocumentTitle } from '@mantine/hooks';
import type { FeedSearch } from '@/features/posts/components/feed-view/feed-search.ts';
import { FeedView } from '@/features/posts/components/feed-view/feed-view.tsx';
import { ForumShell } from '../components/forum-shell/forum-shell.tsx';

interface SubforumPageProps {
  communityName: string;
  subforumSlug: string;
  search: FeedSearch;
  onSearch: (patch: Partial<FeedSearch>) => void;
}

export function SubforumPage({ communityName, subforumSlug, search, onSearch }: SubforumPageProps) {
  useDocumentTitle(communityName);
  return (
    <main>
      <ForumShell strip>
        <FeedView key={subforumSlug} subforumSlug={subforumSlug} search={search} onSearch={onSearch} />
      </ForumShell>
    </main>
  );
}
