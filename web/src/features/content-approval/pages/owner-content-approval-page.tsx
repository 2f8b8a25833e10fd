// The owner app's Community Manager Content Approval (owner-dashboard §2: /community-dashboard/content-approval): the
// community site's page, for the selected community. Its own module, so the community tree never loads owner code.
import { Loader } from '@mantine/core';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { ContentApprovalPage } from './content-approval-page.tsx';

export function OwnerContentApprovalPage() {
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading" />;
  return (
    <ContentApprovalPage
      key={community.communityId}
      communityId={community.communityId}
      communityName="Community Manager · Hearth"
      siteUrl={community.url}
    />
  );
}
