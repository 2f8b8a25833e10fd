// The sticky bar over every community page: the community's name, New Post, and the guest's Register /
// Sign In or the member's menu.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Avatar, Box, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useRequireAuth } from '../../../../features/auth/require-auth.tsx';
import { CommunityIcon } from '../community-icon/community-icon.tsx';
import classes from './community-top-bar.module.css';

// The menu (and its popover code) is only for members, so it loads apart from the first page.
const UserMenu = lazy(() =>
  import('../../../../features/auth/components/user-menu/user-menu.tsx').then((module) => ({
    default: module.UserMenu,
  })),
);

const memberMenuItems = [{ label: 'Account Settings', to: '/account-settings' }];
/** Narrow padding under 640 px, so three buttons and the icon fit on a 390 px screen. */
const buttonPadding = { base: 10, xs: 'md' };

export function CommunityTopBar({ community, user }: { community: CommunityLook; user: SessionUser | null }) {
  return (
    <Box component="header" className={classes.bar}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <UnstyledButton component={Link} to="/" className={classes.home} aria-label={`${community.name} home`}>
            <Group gap="xs" wrap="nowrap">
              <CommunityIcon community={community} alt="" size={32} radius="md" />
              <Text component="span" fw={700} truncate="end" visibleFrom="xs">
                {community.name}
              </Text>
            </Group>
          </UnstyledButton>
          <Group gap={8} wrap="nowrap" className={classes.actions}>
            <NewPostButton signedIn={user !== null} />
            {user ? (
              <Suspense fallback={<Avatar size={32} m={4} aria-hidden="true" />}>
                <UserMenu user={user} items={memberMenuItems} />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to="/sign-up" variant="default" size="sm" px={buttonPadding}>
                  Register
                </Button>
                <Button component={Link} to="/sign-in" variant="default" size="sm" px={buttonPadding}>
                  Sign In
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** Members go to the composer; a guest is asked to sign in first (the login modal). */
function NewPostButton({ signedIn }: { signedIn: boolean }) {
  const requireAuth = useRequireAuth();
  const navigate = useNavigate();
  if (signedIn) {
    return (
      <Button component={Link} to="/new-post" size="sm" px={buttonPadding}>
        New Post
      </Button>
    );
  }
  return (
    <Button size="sm" px={buttonPadding} onClick={() => requireAuth(() => void navigate({ to: '/new-post' }))}>
      New Post
    </Button>
  );
}
