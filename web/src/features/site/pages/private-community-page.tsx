// What a guest sees on every page of a private community (except sign-in, sign-up and recovery).
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CommunityNotice } from '../components/community-notice/community-notice.tsx';

export function PrivateCommunityGate({ community, returnTo }: { community: CommunityLook; returnTo: string }) {
  const search = returnTo === '/' ? {} : { redirect: returnTo };
  return (
    <CommunityNotice
      community={community}
      status="This community is private"
      hint="Sign in with your account, or sign up to join."
    >
      <Group gap="sm" mt="xs">
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/sign-up" search={search} />}>
          Sign Up
        </Button>
        <Button renderRoot={(props) => <Link {...props} to="/sign-in" search={search} />}>Sign In</Button>
      </Group>
    </CommunityNotice>
  );
}
