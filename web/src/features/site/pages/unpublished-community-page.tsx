// What everyone but the community's staff sees while its owner has it unpublished (owner-dashboard §4).
import type { CommunityLook } from '@hearth/shared/schemas/site';
import * as messages from '@hearth/shared/core-messages';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CommunityNotice } from '../components/community-notice/community-notice.tsx';

export function UnpublishedCommunity({ community, signedIn }: { community: CommunityLook; signedIn: boolean }) {
  return (
    <CommunityNotice
      community={community}
      status={messages.communityUnpublished}
      hint="Check back soon. Staff of this community can sign in to see it."
    >
      {!signedIn && (
        <Button mt="xs" renderRoot={(props) => <Link {...props} to="/sign-in" />}>
          Sign In
        </Button>
      )}
    </CommunityNotice>
  );
}
