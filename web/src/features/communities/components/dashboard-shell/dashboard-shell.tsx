// The dashboard's frame: the top bar (wordmark, community switcher, Create Community, user menu), the sidebar of
// pages, and below 640 px a Menu button that opens a bottom sheet with the pages, Help, View Community, Community
// Manager and Sign Out (owner-dashboard §2 Dashboard); over the page, the trial banner (§4).
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { Box, Button, Divider, Drawer, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { HearthMark, HearthWordmark } from '@/components/hearth-wordmark/hearth-wordmark.tsx';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { useSession } from '@/features/auth/api/get-session.ts';
import { useSignOutAndLeave } from '@/features/auth/api/sign-out.ts';
import { UserMenu } from '@/features/auth/components/user-menu/user-menu.tsx';
import { TrialBanner } from '@/features/billing/components/trial-banner/trial-banner.tsx';
import { CommunitySwitcher } from '../community-switcher/community-switcher.tsx';
import {
  clearMarketplaceKeys,
  selectCommunity,
  useCurrentCommunity,
} from '@/features/communities/current-community.ts';
import { dashboardPaths, onboardingPaths, viewCommunityHref } from '@/features/communities/paths.ts';
import classes from '@/components/dashboard-frame/dashboard-frame.module.css';
import { canManageCommunity, navItemsFor } from './nav-items.ts';

const profileItems = [{ label: 'Profile', to: dashboardPaths.profile }];

export function DashboardShell() {
  const user = useSession().data?.user ?? null;
  const { community, communities } = useCurrentCommunity();
  const navigate = useNavigate();
  const [sheetOpen, sheet] = useDisclosure(false);

  const createCommunity = () => {
    sheet.close();
    clearMarketplaceKeys();
    void navigate({ to: onboardingPaths.welcome });
  };

  if (!user || !community) return <PageLoader />;
  const items = navItemsFor(community);

  return (
    <div className={`${classes.shell} ${classes.barAcross}`}>
      <Box component="header" className={classes.bar}>
        <Group h="100%" px={{ base: 'xs', xs: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UnstyledButton
              component={Link}
              to={dashboardPaths.overview}
              className={classes.home}
              aria-label="Hearth overview"
            >
              <HearthWordmark size={26} visibleFrom="xs" />
              <Box hiddenFrom="xs" component="span" display="block">
                <HearthMark size={30} />
              </Box>
            </UnstyledButton>
            <CommunitySwitcher communities={communities} current={community} onSelect={selectCommunity} />
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="xs">
            <Button variant="light" onClick={createCommunity}>
              Create Community
            </Button>
            <UserMenu user={user} items={profileItems} />
          </Group>
          <Button
            hiddenFrom="xs"
            variant="default"
            onClick={sheet.open}
            aria-expanded={sheetOpen}
            aria-haspopup="dialog"
          >
            Menu
          </Button>
        </Group>
      </Box>
      <nav className={classes.sidebar} aria-label="Dashboard">
        <ScrollArea h="100%" type="auto">
          <NavList items={items} community={community} />
        </ScrollArea>
      </nav>
      <main className={classes.main}>
        <TrialBanner key={community.communityId} community={community} />
        <Outlet />
      </main>
      <MobileSheet
        opened={sheetOpen}
        onClose={sheet.close}
        community={community}
        items={items}
        onCreateCommunity={createCommunity}
      />
    </div>
  );
}

function NavList({ items, community }: { items: { label: string; to: string }[]; community: MyCommunity }) {
  return (
    <Stack gap={2} p="sm" component="ul" className={classes.navList}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={classes.navLink}>
            {item.label}
          </Link>
        </li>
      ))}
      {canManageCommunity(community) && (
        <li>
          <Link to={dashboardPaths.communityManager} className={classes.navLink}>
            Community Manager
          </Link>
        </li>
      )}
    </Stack>
  );
}

interface MobileSheetProps {
  opened: boolean;
  onClose: () => void;
  community: MyCommunity;
  items: { label: string; to: string }[];
  onCreateCommunity: () => void;
}

function MobileSheet({ opened, onClose, community, items, onCreateCommunity }: MobileSheetProps) {
  const signOut = useSignOutAndLeave();
  const pages = items.filter((item) => item.to !== dashboardPaths.help);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title="Menu"
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={2} component="nav" aria-label="Dashboard pages">
        {pages.map((item) => (
          <Link key={item.to} to={item.to} className={classes.navLink} onClick={onClose}>
            {item.label}
          </Link>
        ))}
        <Link to={dashboardPaths.profile} className={classes.navLink} onClick={onClose}>
          Profile
        </Link>
      </Stack>
      <Divider my="sm" />
      <Stack gap={2}>
        <Link to={dashboardPaths.help} className={classes.navLink} onClick={onClose}>
          Help
        </Link>
        <a href={viewCommunityHref(community.communityId)} target="_blank" rel="noopener" className={classes.navLink}>
          View Community
          <Text span size="xs" c="dimmed">
            {' '}
            (opens in a new tab)
          </Text>
        </a>
        {canManageCommunity(community) && (
          <Link to={dashboardPaths.communityManager} className={classes.navLink} onClick={onClose}>
            Community Manager
          </Link>
        )}
        <UnstyledButton className={classes.navLink} onClick={onCreateCommunity}>
          Create Community
        </UnstyledButton>
        <UnstyledButton className={classes.navLink} disabled={signOut.pending} onClick={signOut.leave}>
          Sign Out
        </UnstyledButton>
      </Stack>
    </Drawer>
  );
}
