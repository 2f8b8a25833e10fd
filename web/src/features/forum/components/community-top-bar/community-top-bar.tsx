// The sticky bar over every community page (member-forum §2.3): the community's name, the search bar on the pages
// the spec lists, New Post, and the guest's Register / Sign In or the member's bell and menu. It lifts off the page
// (a shadow) once scrolled past the banner on home (252 px), or 52 px elsewhere.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { ActionIcon, Box, Button, Container, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BellIcon } from '@/components/icons/icons.tsx';
import { useScrolledPast } from '@/hooks/use-scrolled-past.ts';
import { useRequireAuth } from '@/features/auth/require-auth.tsx';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { CommunityIcon } from '@/components/community-icon/community-icon.tsx';
import { EmptyAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { HeaderSearch } from '../header-search/header-search.tsx';
import classes from './community-top-bar.module.css';

// The menu and the bell's panel (and their popover code) are only for members, so they load apart from the first
// page.
const UserMenu = lazy(() =>
  import('@/features/auth/components/user-menu/user-menu.tsx').then((module) => ({
    default: module.UserMenu,
  })),
);
const NotificationPanel = lazy(() =>
  import('@/features/notifications/components/notification-panel/notification-panel.tsx').then((module) => ({
    default: module.NotificationPanel,
  })),
);

const memberMenuItems = [
  { label: 'Account Settings', to: '/account-settings' },
  { label: 'Notifications', to: '/notifications' },
  { label: 'Drafts', to: '/drafts' },
];
/** member-forum §2: Subscription, only when the community sells a supporter subscription. */
const subscriptionItem = { label: 'Subscription', to: '/subscription' };
/** member-forum §2.10: staff (admin or moderator permission, access level 90+, the owner) open their dashboard. */
const staffItem = { label: 'Community Manager', to: '/dashboard' };
/** Narrow padding under 640 px, so three buttons and the icon fit on a 390 px screen. */
const buttonPadding = { base: 10, xs: 'md' };

interface CommunityTopBarProps {
  community: CommunityLook;
  user: SessionUser | null;
  /** The search bar shows on the spec's pages only. */
  withSearch?: boolean;
  /** Scroll distance after which the bar shows its shadow. */
  liftAfter?: number;
  /** The subforum being read, so New Post starts there. */
  subforumSlug?: string | undefined;
}

export function CommunityTopBar({
  community,
  user,
  withSearch = false,
  liftAfter = 52,
  subforumSlug,
}: CommunityTopBarProps) {
  const lifted = useScrolledPast(liftAfter);
  const layout = useLayout().data;
  const menuItems = [
    ...memberMenuItems,
    ...(layout?.subscriptionsEnabled ? [subscriptionItem] : []),
    ...(layout?.dashboardSections.length ? [staffItem] : []),
  ];
  return (
    <Box component="header" className={classes.bar} data-lifted={lifted || undefined}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          {/* Named by its content, not aria-label: an icon-less community shows its initials, which an aria-label
              would leave out of the name (axe: label-content-name-mismatch). */}
          <UnstyledButton component={Link} to="/" className={classes.home}>
            <Group gap="xs" wrap="nowrap">
              <CommunityIcon community={community} alt="" size={32} radius="md" />
              <Text component="span" fw={700} truncate="end" visibleFrom="xs" className={classes.name}>
                {community.name}
              </Text>
              <VisuallyHidden hiddenFrom="xs">{community.name}</VisuallyHidden>
              <VisuallyHidden> home</VisuallyHidden>
            </Group>
          </UnstyledButton>
          {withSearch && (
            <Box visibleFrom="sm" className={classes.search}>
              <HeaderSearch />
            </Box>
          )}
          <Group gap={8} wrap="nowrap" className={classes.actions}>
            <NewPostButton user={user} subforumSlug={subforumSlug} />
            {user ? (
              <>
                <Box visibleFrom="xs">
                  <Suspense
                    fallback={
                      <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notifications">
                        <BellIcon />
                      </ActionIcon>
                    }
                  >
                    <NotificationPanel />
                  </Suspense>
                </Box>
                <Suspense fallback={<EmptyAvatar size={32} className={classes.menuFallback} />}>
                  <UserMenu user={user} items={menuItems} />
                </Suspense>
              </>
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

/**
 * Members who may post somewhere go to the composer; a guest is asked to sign in first (the login modal). An account
 * that may post nowhere (its roles, or not active: pending, banned) is not offered it.
 */
function NewPostButton({ user, subforumSlug }: { user: SessionUser | null; subforumSlug: string | undefined }) {
  const requireAuth = useRequireAuth();
  const navigate = useNavigate();
  const layout = useLayout();
  const search = subforumSlug ? { subforum: subforumSlug } : {};
  if (user) {
    // The session's state first: a layout read before a ban or while pending may still say yes.
    if (user.state !== 'active' || !layout.data?.canPost) return null;
    return (
      <Button renderRoot={(props) => <Link to="/new-post" search={search} {...props} />} size="sm" px={buttonPadding}>
        New Post
      </Button>
    );
  }
  return (
    <Button size="sm" px={buttonPadding} onClick={() => requireAuth(() => void navigate({ to: '/new-post', search }))}>
      New Post
    </Button>
  );
}
