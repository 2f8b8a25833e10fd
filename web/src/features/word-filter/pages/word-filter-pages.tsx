// The Word Filter page in both trees: the owner app's /community-dashboard/word-filter (the selected community) and
// the community site's /dashboard/word-filter (this host's community). One WordFilterManager serves both.
// The community tree loads only the Mantine styles its first paint needs (routes/community/mantine-styles.ts); the
// ones this page adds load with its chunk.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Container, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { WordFilterManager } from '../components/word-filter-manager.tsx';

export function OwnerWordFilterPage() {
  useDocumentTitle('Word Filter · Community Manager · Hearth');
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading" />;
  return <WordFilterManager key={community.communityId} communityId={community.communityId} />;
}

export function SiteWordFilterPage({ communityId, communityName }: { communityId: string; communityName: string }) {
  useDocumentTitle(`Word Filter · ${communityName}`);
  return (
    <main>
      <Container size="lg" py="lg">
        <WordFilterManager communityId={communityId} />
      </Container>
    </main>
  );
}
