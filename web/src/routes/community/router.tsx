// The community site's routes (code-based). Home and subforum feeds are the first page and load with the tree;
// every other page is its own chunk.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { createNotFoundRoutes } from '../not-found.tsx';
import { createAuthRoutes } from '../auth.tsx';
import { accountSettingsRoute, welcomeRoute } from './account.tsx';
import { accountBanRoute, accountDeniedRoute, approvalPendingRoute } from './account-states.tsx';
import { editPostRoute, newPostRoute, waitingApprovalRoute } from './composer.tsx';
import { draftsRoute } from './drafts.tsx';
import { homeRoute } from './home.tsx';
import { infoRoute, leaderboardRoute, privacyRoute, rulesRoute, termsRoute } from './pages.tsx';
import { notificationSettingsRoute, notificationsRoute, unsubscribePostRoute } from './notifications.tsx';
import { postPreviewRoute, postRoute } from './post.tsx';
import { rootRoute, type CommunityRouterContext } from './root.tsx';
import { searchRoute } from './search.tsx';
import { subforumNoAccessRoute, subforumNotFoundRoute } from './subforum-status.tsx';
import { subforumRoute } from './subforum.tsx';
import { dashboardIndexRoute, dashboardRoute } from './dashboard.tsx';
import { dashboardRolesRoute } from './dashboard-roles.tsx';
import { dashboardWordFilterRoute } from './dashboard-word-filter.tsx';
import { dashboardMemberApprovalRoute } from './dashboard-member-approval.tsx';
import { dashboardContentApprovalRoute } from './dashboard-content-approval.tsx';
import { dashboardInvitationsRoute } from './dashboard-invitations.tsx';
import { dashboardNotificationTriggerRoute } from './dashboard-notification-trigger.tsx';
import { dashboardAuditLogsRoute, dashboardReportsRoute } from './dashboard-reports.tsx';
import { addAvatarRoute, onboardingProfileRoute, profileRoute, profileSettingsRoute } from './members.tsx';
import { deleteAccountRoute } from './account-data.tsx';
import { membersDirectoryRoute } from './members-directory.tsx';
import { supporterSubscriptionRoute } from './supporters.tsx';

const routeTree = rootRoute.addChildren([
  homeRoute,
  ...createAuthRoutes(rootRoute),
  welcomeRoute,
  accountSettingsRoute,
  approvalPendingRoute,
  accountDeniedRoute,
  accountBanRoute,
  postRoute,
  postPreviewRoute,
  newPostRoute,
  editPostRoute,
  waitingApprovalRoute,
  draftsRoute,
  searchRoute,
  termsRoute,
  rulesRoute,
  privacyRoute,
  infoRoute,
  leaderboardRoute,
  subforumNotFoundRoute,
  subforumNoAccessRoute,
  // profiles and the member's own settings
  profileRoute,
  profileSettingsRoute,
  addAvatarRoute,
  onboardingProfileRoute,
  // notifications
  notificationsRoute,
  notificationSettingsRoute,
  unsubscribePostRoute,
  subforumRoute,
  // The staff dashboard, under its own frame.
  dashboardRoute.addChildren([
    dashboardIndexRoute,
    dashboardRolesRoute,
    dashboardInvitationsRoute,
    dashboardAuditLogsRoute,
    dashboardReportsRoute,
    dashboardWordFilterRoute,
    dashboardMemberApprovalRoute,
    dashboardContentApprovalRoute,
    dashboardNotificationTriggerRoute,
  ]),
  deleteAccountRoute,
  supporterSubscriptionRoute,
  membersDirectoryRoute,
  ...createNotFoundRoutes(rootRoute, () => rootRoute.useRouteContext().community.name),
]);

export function createCommunityRouter(context: CommunityRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
  });
}
