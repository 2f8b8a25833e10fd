// The Invitations page in both trees: the owner app's /community-dashboard/invitations (the selected community) and
// the community site's /dashboard/invitations (this host's community). The status tab is the route's `status`.
// The community tree loads only the Mantine styles its first paint needs; the ones this page adds load with its chunk.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import type { InvitationTab } from '@hearth/shared/schemas/invitations';
import { Container, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { InvitationsManager } from '../components/invitations-manager.tsx';

interface TabProps {
  status: InvitationTab;
  onStatusChange: (status: InvitationTab) => void;
}

export function OwnerInvitationsPage(props: TabProps) {
  useDocumentTitle('Invitations · Community Manager · Hearth');
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading" />;
  return <InvitationsManager key={community.communityId} communityId={community.communityId} {...props} />;
}

export function SiteInvitationsPage({
  communityId,
  communityName,
  ...props
}: TabProps & { communityId: string; communityName: string }) {
  useDocumentTitle(`Invitations · ${communityName}`);
  return (
    <main>
      <Container size="lg" py="lg">
        <InvitationsManager communityId={communityId} {...props} />
      </Container>
    </main>
  );
}
