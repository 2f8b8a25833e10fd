// The signed-in dashboard (owner-dashboard §2 Dashboard): one shell (top bar with the community switcher, sidebar,
// mobile sheet) around the overview, help and the pages still to come. An owner with no community is sent to
// onboarding (to company info when they paid for a plan first); owner-only pages send an editor to the overview.
import { INVITATION_TABS } from '@hearth/shared/constants/invitations';
import { createRoute, lazyRouteComponent, redirect, useNavigate } from '@tanstack/react-router';
import { currentUser, setSession, useSession } from '@/features/auth/api/get-session.ts';
import { paymentStatusQueryOptions } from '@/features/billing/api/get-payment-status.ts';
import { signOut } from '@/features/auth/api/sign-out.ts';
import { authPaths } from '@/features/auth/paths.ts';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { myCommunitiesQueryOptions } from '@/features/communities/api/list-my-communities.ts';
import {
  pickCommunity,
  readSelectedCommunityId,
  selectCommunity,
  useCurrentCommunity,
} from '@/features/communities/current-community.ts';
import { dashboardPaths, isMarketplacePath, onboardingPaths } from '@/features/communities/paths.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { oneOf, searchValidator, text } from '@/lib/search-params.ts';
import { useCallback } from 'react';
import { rootRoute } from './root.tsx';

const DashboardShell = lazyRouteComponent(
  () => import('@/features/communities/components/dashboard-shell/dashboard-shell.tsx'),
  'DashboardShell',
);
const OverviewPage = lazyRouteComponent(() => import('@/features/communities/pages/overview-page.tsx'), 'OverviewPage');
const HelpPage = lazyRouteComponent(() => import('@/features/communities/pages/help-page.tsx'), 'HelpPage');
const CommunityOnboardingPage = lazyRouteComponent(
  () => import('@/features/onboarding-questions/pages/community-onboarding-page.tsx'),
  'CommunityOnboardingPage',
);
const StatisticsPage = lazyRouteComponent(
  () => import('@/features/communities/pages/statistics-page.tsx'),
  'StatisticsPage',
);
/**
 * The dashboard's community info (the owner's communities). owner-dashboard §8: a failure to fetch it signs the user
 * out; they come back here after signing in again.
 */
async function loadCommunityInfo({ context, location }: Parameters<typeof requireSignedIn>[0]) {
  try {
    return await context.queryClient.ensureQueryData(myCommunitiesQueryOptions());
  } catch {
    await signOut().catch(() => undefined);
    setSession(context.queryClient, null);
    throw redirect({ to: authPaths.signIn, search: { redirect: location.href }, replace: true });
  }
}

/** A guest on a marketplace page signs up there (the marketplace sign-up) rather than signing in (§2 Guards). */
async function marketplaceSignUp({ context, location }: Parameters<typeof requireSignedIn>[0]) {
  if (!isMarketplacePath(location.pathname) || (await currentUser(context.queryClient))) return;
  throw redirect({ to: authPaths.signUp, search: { redirect: location.href }, replace: true });
}

export const dashboardLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'dashboard',
  staticData: { dashboardShell: true },
  beforeLoad: async (input) => {
    await marketplaceSignUp(input);
    const { user } = await requireSignedIn(input);
    const { items } = await loadCommunityInfo(input);
    if (items.length === 0) {
      // An owner who paid for a plan no community uses yet goes on where the checkout's return would (§4).
      const payment = await input.context.queryClient
        .fetchQuery({ ...paymentStatusQueryOptions(), staleTime: 0 })
        .catch(() => null);
      throw redirect({ to: payment?.paid ? onboardingPaths.companyInfo : onboardingPaths.welcome, replace: true });
    }
    return { user };
  },
  component: DashboardShell,
});

const overviewRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.overview,
  component: withPreload(function Overview() {
    const user = useSession().data?.user ?? null;
    return <OverviewPage user={user} />;
  }, OverviewPage),
});

/** /statistics: the analytics cards for a range (`range=30d|90d`, or `startDate` and `endDate`) and Top Members. */
const statisticsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.statistics,
  validateSearch: searchValidator({
    range: oneOf(['7d', '30d', '90d']),
    startDate: text({ min: 10, max: 10 }),
    endDate: text({ min: 10, max: 10 }),
  }),
  component: withPreload(function Statistics() {
    const search = statisticsRoute.useSearch();
    const navigate = statisticsRoute.useNavigate();
    return <StatisticsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
  }, StatisticsPage),
});

const helpRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.help,
  component: HelpPage,
});

// users api
const UsersApiPage = lazyRouteComponent(() => import('@/features/api-keys/pages/users-api-page.tsx'), 'UsersApiPage');

/** /users-api (owner only, desktop only, owner-dashboard §2, §3): the community's API keys. */
const usersApiRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.usersApi,
  beforeLoad: async ({ context }) => {
    const { items } = await context.queryClient.ensureQueryData(myCommunitiesQueryOptions());
    if (pickCommunity(items, readSelectedCommunityId())?.role !== 'owner') {
      throw redirect({ to: dashboardPaths.overview, replace: true });
    }
  },
  component: UsersApiPage,
});

const ApiReferencePage = lazyRouteComponent(
  () => import('@/features/api-keys/pages/api-reference-page.tsx'),
  'ApiReferencePage',
);

/** /users-api/reference: the public REST API's browsable reference, for the owner as /users-api is. */
const apiReferenceRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.usersApiReference,
  beforeLoad: usersApiRoute.options.beforeLoad,
  component: ApiReferencePage,
});

// outbound webhooks
const WebhooksPage = lazyRouteComponent(() => import('@/features/webhooks/pages/webhooks-page.tsx'), 'WebhooksPage');

/** /webhooks (owner only, desktop): editors go to the overview, as on the other owner-only pages. */
const webhooksRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.webhooks,
  beforeLoad: async ({ context }) => {
    const { items } = await context.queryClient.ensureQueryData(myCommunitiesQueryOptions());
    if (pickCommunity(items, readSelectedCommunityId())?.role !== 'owner') {
      throw redirect({ to: dashboardPaths.overview, replace: true });
    }
  },
  component: WebhooksPage,
});

// billing
const SubscriptionPage = lazyRouteComponent(
  () => import('@/features/billing/pages/subscription-page.tsx'),
  'SubscriptionPage',
);

/** /subscription (the overview's Plan Details and the sidebar); checkout returns with checkout=success. */
const subscriptionRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.subscription,
  validateSearch: searchValidator({ checkout: oneOf(['success']) }),
  component: withPreload(function Subscription() {
    const { checkout } = subscriptionRoute.useSearch();
    const navigate = subscriptionRoute.useNavigate();
    const settled = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
    return <SubscriptionPage checkoutReturned={checkout === 'success'} onCheckoutSettled={settled} />;
  }, SubscriptionPage),
});

// monetization
const MonetizationPage = lazyRouteComponent(
  () => import('@/features/monetization/pages/monetization-page.tsx'),
  'MonetizationPage',
);

/**
 * /monetization (owner only, owner-dashboard §6). The payout onboarding comes back with `callback=return|refresh` and
 * the `communityId` it was for, which becomes the selected community when it is one the owner owns.
 */
const monetizationSearch = searchValidator({
  callback: oneOf(['return', 'refresh']),
  communityId: text({ min: 1, max: 100 }),
});

const monetizationRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.monetization,
  validateSearch: monetizationSearch,
  beforeLoad: async ({ context, search }) => {
    const { communityId } = search as ReturnType<typeof monetizationSearch>;
    const { items } = await context.queryClient.ensureQueryData(myCommunitiesQueryOptions());
    const target = items.find((c) => c.communityId === communityId);
    if (target?.role === 'owner' && target.communityId !== readSelectedCommunityId()) {
      selectCommunity(target.communityId);
    }
    if (pickCommunity(items, readSelectedCommunityId())?.role !== 'owner') {
      throw redirect({ to: dashboardPaths.overview, replace: true });
    }
  },
  component: withPreload(function Monetization() {
    const { callback, communityId } = monetizationRoute.useSearch();
    const navigate = monetizationRoute.useNavigate();
    const settled = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
    return <MonetizationPage callback={callback} callbackCommunityId={communityId} onCallbackSettled={settled} />;
  }, MonetizationPage),
});

// lifetime codes
const AppsumoPage = lazyRouteComponent(() => import('@/features/codes/pages/appsumo-page.tsx'), 'AppsumoPage');

/** /appsumo: the owner's lifetime codes (a guest is sent to the marketplace sign-up, owner-dashboard §2). */
const codesRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.codes,
  component: AppsumoPage,
});

/** /appsumo/{code}: the same page with the code in the stack input. */
const codeRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: `${dashboardPaths.codes}/$code`,
  component: withPreload(function Code() {
    const { code } = codeRoute.useParams();
    return <AppsumoPage key={code} code={code.slice(0, 64)} />;
  }, AppsumoPage),
});

// The onboarding question editor (hidden from the sidebar, owner-dashboard §2)
const communityOnboardingRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: '/community-onboarding',
  component: withPreload(function CommunityOnboarding() {
    const { community } = useCurrentCommunity();
    return community ? <CommunityOnboardingPage communityId={community.communityId} /> : null;
  }, CommunityOnboardingPage),
});

// roles
const AccountPage = lazyRouteComponent(() => import('@/features/roles/pages/account-page.tsx'), 'AccountPage');
const OwnerRolesPage = lazyRouteComponent(() => import('@/features/roles/pages/roles-pages.tsx'), 'OwnerRolesPage');

/** /account: the owner and editors of the selected community (desktop only). */
const accountRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.account,
  component: AccountPage,
});

/** The Community Manager's Roles page (the same component as the community site's /dashboard/roles). */
const communityManagerRolesRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.communityManager,
  component: OwnerRolesPage,
});

// platform settings
const PlatformSettingsPage = lazyRouteComponent(
  () => import('@/features/community-settings/pages/platform-settings-page.tsx'),
  'PlatformSettingsPage',
);

const platformRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.platform,
  validateSearch: (search: Record<string, unknown>): { section?: string } =>
    typeof search.section === 'string' && /^[a-z-]{1,40}$/.test(search.section) ? { section: search.section } : {},
  component: withPreload(function Platform() {
    const { section } = platformRoute.useSearch();
    const navigate = platformRoute.useNavigate();
    return (
      <PlatformSettingsPage section={section} onSection={(next) => void navigate({ search: { section: next } })} />
    );
  }, PlatformSettingsPage),
});

// gatekeeping
const OwnerWordFilterPage = lazyRouteComponent(
  () => import('@/features/word-filter/pages/word-filter-pages.tsx'),
  'OwnerWordFilterPage',
);

/** The Community Manager's Word Filter page (the same component as the community site's /dashboard/word-filter). */
const communityManagerWordFilterRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.wordFilter,
  component: OwnerWordFilterPage,
});

const OwnerMemberApprovalPage = lazyRouteComponent(
  () => import('@/features/member-approval/pages/member-approval-pages.tsx'),
  'OwnerMemberApprovalPage',
);

/** The Community Manager's Member Approval page (the same component as the site's /dashboard/member-approval). */
const communityManagerMemberApprovalRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.memberApproval,
  component: OwnerMemberApprovalPage,
});

const OwnerInvitationsPage = lazyRouteComponent(
  () => import('@/features/invitations/pages/invitations-pages.tsx'),
  'OwnerInvitationsPage',
);

/** The Community Manager's Invitations page (the same component as the site's /dashboard/invitations). */
const communityManagerInvitationsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.invitations,
  validateSearch: searchValidator({ status: oneOf(INVITATION_TABS) }),
  component: withPreload(function CommunityManagerInvitations() {
    const { status } = communityManagerInvitationsRoute.useSearch();
    const navigate = useNavigate();
    return (
      <OwnerInvitationsPage
        status={status ?? 'all'}
        onStatusChange={(next) =>
          void navigate({ to: dashboardPaths.invitations, search: next === 'all' ? {} : { status: next } })
        }
      />
    );
  }, OwnerInvitationsPage),
});

// content approval
const OwnerContentApprovalPage = lazyRouteComponent(
  () => import('@/features/content-approval/pages/owner-content-approval-page.tsx'),
  'OwnerContentApprovalPage',
);

/** The Community Manager's Content Approval (the same page as the community site's /dashboard/content-approval). */
const communityManagerContentApprovalRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.contentApproval,
  component: OwnerContentApprovalPage,
});

// moderation
const OwnerReportsPage = lazyRouteComponent(
  () => import('@/features/moderation/pages/owner-moderation-pages.tsx'),
  'OwnerReportsPage',
);
const OwnerAuditLogsPage = lazyRouteComponent(
  () => import('@/features/moderation/pages/owner-moderation-pages.tsx'),
  'OwnerAuditLogsPage',
);

/** The Community Manager's Reports and Audit Logs (the community site's /dashboard/reports and /audit-logs). */
const communityManagerReportsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.reports,
  component: OwnerReportsPage,
});
const communityManagerAuditLogsRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.auditLogs,
  component: OwnerAuditLogsPage,
});

// notifications
const OwnerTriggerTesterPage = lazyRouteComponent(
  () => import('@/features/notifications/pages/owner-trigger-tester-page.tsx'),
  'OwnerTriggerTesterPage',
);

/** The Community Manager's Notification trigger page (the rows of the site's /dashboard/notification-trigger). */
const communityManagerNotificationTriggerRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: dashboardPaths.notificationTrigger,
  component: OwnerTriggerTesterPage,
});

export const dashboardRoutes = [
  dashboardLayoutRoute.addChildren([
    overviewRoute,
    helpRoute,
    usersApiRoute,
    apiReferenceRoute,
    monetizationRoute,
    // outbound webhooks
    webhooksRoute,
    // billing
    subscriptionRoute,
    codesRoute,
    codeRoute,
    statisticsRoute,
    communityOnboardingRoute,
    // roles
    accountRoute,
    communityManagerRolesRoute,
    // platform settings
    platformRoute,
    // gatekeeping
    communityManagerWordFilterRoute,
    communityManagerMemberApprovalRoute,
    communityManagerInvitationsRoute,
    // moderation
    communityManagerContentApprovalRoute,
    communityManagerReportsRoute,
    communityManagerAuditLogsRoute,
    // notifications
    communityManagerNotificationTriggerRoute,
  ]),
];
