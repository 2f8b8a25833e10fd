// The community's staff dashboard, Content Approval (member-forum §2.10): for the staff the dashboard's guard lets in; the API decides who may
// review (admins, moderators).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { dashboardRoute, requireSection } from './dashboard.tsx';
import { rootRoute } from './root.tsx';

const ContentApprovalPage = lazyRouteComponent(
  () => import('@/features/content-approval/pages/content-approval-page.tsx'),
  'ContentApprovalPage',
);

export const dashboardContentApprovalRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'content-approval',
  beforeLoad: requireSection('content-approval'),
  component: withPreload(function DashboardContentApproval() {
    const { community } = rootRoute.useRouteContext();
    return <ContentApprovalPage communityId={community.communityId} communityName={community.name} />;
  }, ContentApprovalPage),
});
