// The community's staff dashboard, Member Approval (member-forum §2.10): signed-in only; the API decides who may
// decide (admins).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards.ts';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const SiteMemberApprovalPage = lazyRouteComponent(
  () => import('../../features/member-approval/pages/member-approval-pages.tsx'),
  'SiteMemberApprovalPage',
);

export const DASHBOARD_MEMBER_APPROVAL_PATH = '/dashboard/member-approval';

export const dashboardMemberApprovalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DASHBOARD_MEMBER_APPROVAL_PATH,
  beforeLoad: requireSignedIn,
  component: withPreload(function DashboardMemberApproval() {
    const { community } = rootRoute.useRouteContext();
    return <SiteMemberApprovalPage communityId={community.communityId} communityName={community.name} />;
  }, SiteMemberApprovalPage),
});
