// The staff dashboard's own frame (member-forum §2.10): a sidebar of the sections the viewer may use and View
// Community, a top bar with the section's title and Sign Out, and the section's page. Under 640 px the sidebar folds
// into a menu button that opens it as a drawer. Loads with the dashboard's first page, apart from the site's bundle.
// The community tree's first paint leaves these two out (routes/community/mantine-styles.ts); they load with this chunk.
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import type { DashboardSection } from '@hearth/shared/constants/dashboard';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Box, Burger, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useSignOutAndLeave } from '@/features/auth/api/sign-out.ts';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { CommunityIcon } from '@/components/community-icon/community-icon.tsx';
import { DASHBOARD_PATH } from '@/features/moderation/dashboard-path.ts';
import classes from '@/components/dashboard-frame/dashboard-frame.module.css';

/** Each page's name: the sidebar's link and the top bar's title. */
const TITLES: Record<DashboardSection | 'notification-trigger', string> = {
  roles: 'Roles',
  invitations: 'Invitations',
  'audit-logs': 'Audit Logs',
  reports: 'Reports',
  'word-filter': 'Word Filter',
  'member-approval': 'Member Approval',
  'content-approval': 'Content Approval',
  'notification-trigger': 'Notification Trigger',
};

const titleOf = (pathname: string) => {
  const page = pathname.slice(DASHBOARD_PATH.length + 1).split('/')[0] ?? '';
  return Object.hasOwn(TITLES, page) ? TITLES[page as keyof typeof TITLES] : 'Community Manager';
};

export function DashboardShell({ community }: { community: CommunityLook }) {
  const sections = useLayout().data?.dashboardSections ?? [];
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuOpen, menu] = useDisclosure(false);
  const signOut = useSignOutAndLeave();

  return (
    <div className={`${classes.shell} ${classes.sidebarAlong}`}>
      <Box component="header" className={classes.bar}>
        <Group h="100%" px={{ base: 'xs', xs: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              className={classes.burger}
              opened={menuOpen}
              onClick={menu.toggle}
              size="sm"
              aria-label="Community Manager menu"
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
            />
            <Text component="p" fw={700} fz={{ base: 'md', xs: 'lg' }} truncate="end" m={0}>
              {titleOf(pathname)}
            </Text>
          </Group>
          <Button variant="default" size="sm" disabled={signOut.pending} onClick={signOut.leave}>
            Sign Out
          </Button>
        </Group>
      </Box>
      <nav className={classes.sidebar} aria-label="Community Manager">
        <SidebarContent community={community} sections={sections} />
      </nav>
      <div className={classes.main}>
        <Outlet />
      </div>
      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        size={280}
        title="Community Manager"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Community Manager sections">
          <SidebarContent community={community} sections={sections} onNavigate={menu.close} withoutHeading />
        </nav>
      </Drawer>
    </div>
  );
}

interface SidebarContentProps {
  community: Parameters<typeof CommunityIcon>[0]['community'];
  sections: readonly DashboardSection[];
  /** The drawer closes when a link is followed. */
  onNavigate?: () => void;
  /** The drawer's own title already names the menu. */
  withoutHeading?: boolean;
}

function SidebarContent({ community, sections, onNavigate, withoutHeading = false }: SidebarContentProps) {
  return (
    <Stack gap="xs" p="sm">
      {!withoutHeading && (
        <Group gap="xs" wrap="nowrap" px={12} py={8}>
          <CommunityIcon community={community} alt="" size={28} radius="md" />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={700} truncate="end">
              Community Manager
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {community.name}
            </Text>
          </Stack>
        </Group>
      )}
      <Stack gap={2} component="ul" className={classes.navList}>
        {sections.map((section) => (
          <li key={section}>
            <Link to={`${DASHBOARD_PATH}/${section}`} className={classes.navLink} onClick={onNavigate}>
              {TITLES[section]}
            </Link>
          </li>
        ))}
      </Stack>
      <Box className={classes.divider} />
      <Link to="/" className={classes.navLink} onClick={onNavigate}>
        View Community
      </Link>
    </Stack>
  );
}
