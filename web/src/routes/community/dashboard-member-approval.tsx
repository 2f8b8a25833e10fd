// The community's staff dashboard, Member Approval (member-forum §2.10): for the staff the dashboard's guard lets in; the API decides who may
// decide (admins).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { dashboardRoute, requireSection } from './dashboard.tsx';
import { rootRoute } from './root.tsx';

const SiteMemberApprovalPage = lazyRouteComponent(
  () => import('@/features/member-approval/pages/member-approval-pages.tsx'),
  'SiteMemberApprovalPage',
);

export const dashboardMemberApprovalRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'member-approval',
  beforeLoad: requireSection('member-approval'),
  component: withPreload(function DashboardMemberApproval() {
    const { community } = rootRoute.useRouteContext();
    return <SiteMemberApprovalPage communityId={community.communityId} communityName={community.name} />;
  }, SiteMemberApprovalPage),
});
