// The Roles page in both trees: the owner app's /community-dashboard/roles (the selected community, by id) and the
// community site's /dashboard/roles (this host's community). One RolesManager serves both.
// The community tree loads only the Mantine styles its first paint needs (routes/community/mantine-styles.ts); the
// ones this page adds load with its chunk.
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import { Container, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { RolesManager } from '../components/roles-manager.tsx';

export function OwnerRolesPage() {
  useDocumentTitle('Roles · Community Manager · Hearth');
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading" />;
  return <RolesManager key={community.communityId} target={{ kind: 'app', communityId: community.communityId }} />;
}

export function SiteRolesPage({ communityName }: { communityName: string }) {
  useDocumentTitle(`Roles · ${communityName}`);
  return (
    <main>
      <Container size="lg" py="lg">
        <RolesManager target={{ kind: 'site' }} />
      </Container>
    </main>
  );
}
