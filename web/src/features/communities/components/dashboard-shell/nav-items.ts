// The dashboard's sidebar pages (owner-dashboard §2, §6): Monetization, Users API and Webhooks for the owner only, the
// Community Manager for the owner and admin-like staff (access level 90+).
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { dashboardPaths } from '@/features/communities/paths.ts';

export interface NavItem {
  label: string;
  to: string;
}

/** Staff at this access level or above see the Community Manager (owner-dashboard §6). */
const ADMIN_LIKE_ACCESS_LEVEL = 90;

export const canManageCommunity = (community: MyCommunity) =>
  community.role === 'owner' || community.accessLevel >= ADMIN_LIKE_ACCESS_LEVEL;

export function navItemsFor(community: MyCommunity): NavItem[] {
  const owner = community.role === 'owner';
  return [
    { label: 'Overview', to: dashboardPaths.overview },
    { label: 'Statistics', to: dashboardPaths.statistics },
    { label: 'Subscription', to: dashboardPaths.subscription },
    { label: 'Lifetime Codes', to: dashboardPaths.codes },
    { label: 'Platform Settings', to: dashboardPaths.platform },
    ...(owner ? [{ label: 'Monetization', to: dashboardPaths.monetization }] : []),
    ...(owner ? [{ label: 'Users API', to: dashboardPaths.usersApi }] : []),
    ...(owner ? [{ label: 'Webhooks', to: dashboardPaths.webhooks }] : []),
    { label: 'Account', to: dashboardPaths.account },
    { label: 'Help', to: dashboardPaths.help },
    // gatekeeping
    ...(canManageCommunity(community)
      ? [
          { label: 'Word Filter', to: dashboardPaths.wordFilter },
          { label: 'Member Approval', to: dashboardPaths.memberApproval },
          { label: 'Invitations', to: dashboardPaths.invitations },
          { label: 'Content Approval', to: dashboardPaths.contentApproval },
          { label: 'Reports', to: dashboardPaths.reports },
          { label: 'Audit Logs', to: dashboardPaths.auditLogs },
        ]
      : []),
    // notifications
    ...(canManageCommunity(community)
      ? [{ label: 'Notification trigger', to: dashboardPaths.notificationTrigger }]
      : []),
  ];
}
