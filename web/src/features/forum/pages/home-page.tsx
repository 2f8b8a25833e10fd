// The community's home page: its header (banner, icon, name, tagline) and the community-wide feed. It loads with the
// community tree (the first page most visitors see).
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { useDocumentTitle } from '@mantine/hooks';
import type { FeedSearch } from '@/features/posts/components/feed-view/feed-search.ts';
import { FeedView } from '@/features/posts/components/feed-view/feed-view.tsx';
import { CommunityHeader } from '../components/community-header/community-header.tsx';
import { ForumShell } from '../components/forum-shell/forum-shell.tsx';

interface HomePageProps {
  community: CommunityLook;
  search: FeedSearch;
  onSearch: (patch: Partial<FeedSearch>) => void;
}

export function HomePage({ community, search, onSearch }: HomePageProps) {
  // SEO Settings: the page title (the community's name until the owner sets one).
  useDocumentTitle(community.seo.title);
  return (
    <main>
      <CommunityHeader community={community} />
      <ForumShell strip>
        <FeedView subforumSlug={null} search={search} onSearch={onSearch} />
      </ForumShell>
    </main>
  );
}
