// The phone's tab bar under 640 px (member-forum §2.3): home, search, the account, new post, the leaderboard
// (only when the community shows it) and notifications. Actions that need an account ask a guest to sign in; an
// account that may post nowhere is not offered Create.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { Box, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BellIcon, HomeIcon, PlusIcon, SearchIcon, TrophyIcon, UserIcon } from '@/components/icons/icons.tsx';
import { useRequireAuth } from '@/features/auth/require-auth.tsx';
import { useLiveUnread } from '@/features/notifications/api/get-unread.ts';
import classes from './bottom-tab-bar.module.css';

interface BottomTabBarProps {
  user: SessionUser | null;
  leaderboard: boolean;
  /** The signed-in viewer may post somewhere (the layout's `canPost`); a guest is always offered Create. */
  canPost: boolean;
}

export function BottomTabBar({ user, leaderboard, canPost }: BottomTabBarProps) {
  const requireAuth = useRequireAuth();
  const navigate = useNavigate();
  const memberOnly = (to: string) => () => requireAuth(() => void navigate({ to }));
  return (
    <Box component="nav" aria-label="Main" className={classes.bar} hiddenFrom="xs">
      <Tab to="/" label="Home" icon={<HomeIcon />} exact />
      <Tab to="/search" label="Search" icon={<SearchIcon />} />
      <Tab to={user ? '/account-settings' : '/sign-in'} label="Account" icon={<UserIcon />} />
      {/* "Create", not "New Post": the top bar's button keeps that name, and two controls should not share it. */}
      {user ? (
        canPost && user.state === 'active' && <Tab to="/new-post" label="Create" icon={<PlusIcon />} primary />
      ) : (
        <UnstyledButton className={classes.tab} data-primary onClick={memberOnly('/new-post')}>
          <span className={classes.icon}>
            <PlusIcon />
          </span>
          <span className={classes.label}>Create</span>
        </UnstyledButton>
      )}
      {leaderboard && <Tab to="/leaderboard" label="Leaders" icon={<TrophyIcon />} />}
      {user ? (
        <AlertsTab />
      ) : (
        <UnstyledButton className={classes.tab} onClick={memberOnly('/notifications')}>
          <span className={classes.icon}>
            <BellIcon />
          </span>
          <span className={classes.label}>Alerts</span>
        </UnstyledButton>
      )}
    </Box>
  );
}

/** Notifications, with the bell's unread count (the same query the top bar's bell reads). */
function AlertsTab() {
  const unread = useLiveUnread().data?.unread ?? 0;
  return (
    <Tab
      to="/notifications"
      label="Alerts"
      icon={<BellIcon />}
      badge={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : undefined}
      hint={unread > 0 ? `, ${unread} unread` : undefined}
    />
  );
}

interface TabProps {
  to: string;
  label: string;
  icon: ReactNode;
  exact?: boolean;
  primary?: boolean;
  badge?: string | undefined;
  /** Read after the label by assistive tech only (the badge's count in words). */
  hint?: string | undefined;
}

function Tab({ to, label, icon, exact = false, primary = false, badge, hint }: TabProps) {
  return (
    <Link
      to={to}
      className={classes.tab}
      data-primary={primary || undefined}
      activeOptions={{ exact, includeSearch: false }}
    >
      <span className={classes.icon}>
        {icon}
        {badge && (
          <span className={classes.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </span>
      <span className={classes.label}>{label}</span>
      {hint && <VisuallyHidden>{hint}</VisuallyHidden>}
    </Link>
  );
}
