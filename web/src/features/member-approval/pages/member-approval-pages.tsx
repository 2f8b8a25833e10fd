// The Member Approval page in both trees: the owner app's /community-dashboard/member-approval (the selected
// community) and the community site's /dashboard/member-approval (this host's community).
// The community tree loads only the Mantine styles its first paint needs (routes/community/mantine-styles.ts); the
// ones this page adds load with its chunk.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Container, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { MemberApprovalManager } from '../components/member-approval-manager.tsx';

export function OwnerMemberApprovalPage() {
  useDocumentTitle('Member Approval · Community Manager · Hearth');
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading" />;
  return <MemberApprovalManager key={community.communityId} communityId={community.communityId} />;
}

export function SiteMemberApprovalPage({ communityId, communityName }: { communityId: string; communityName: string }) {
  useDocumentTitle(`Member Approval · ${communityName}`);
  return (
    <main>
      <Container size="lg" py="lg">
        <MemberApprovalManager communityId={communityId} />
      </Container>
    </main>
  );
}
