// The community's staff dashboard, Invitations (member-forum §2.10): for the staff the dashboard's guard lets in; the API decides who may invite
// (admins, the owner, editors). The status tab is in the query string (?status=pending …).
import { INVITATION_TABS } from '@hearth/shared/constants/invitations';
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { oneOf, searchValidator } from '@/lib/search-params.ts';
import { dashboardRoute, requireSection } from './dashboard.tsx';
import { rootRoute } from './root.tsx';

const SiteInvitationsPage = lazyRouteComponent(
  () => import('@/features/invitations/pages/invitations-pages.tsx'),
  'SiteInvitationsPage',
);

export const DASHBOARD_INVITATIONS_PATH = '/dashboard/invitations';

export const dashboardInvitationsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'invitations',
  beforeLoad: requireSection('invitations'),
  validateSearch: searchValidator({ status: oneOf(INVITATION_TABS) }),
  component: withPreload(function DashboardInvitations() {
    const { community } = rootRoute.useRouteContext();
    const { status } = dashboardInvitationsRoute.useSearch();
    const navigate = useNavigate();
    return (
      <SiteInvitationsPage
        communityId={community.communityId}
        communityName={community.name}
        status={status ?? 'all'}
        onStatusChange={(next) =>
          void navigate({ to: DASHBOARD_INVITATIONS_PATH, search: next === 'all' ? {} : { status: next } })
        }
      />
    );
  }, SiteInvitationsPage),
});
