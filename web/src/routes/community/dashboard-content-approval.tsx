// The community's staff dashboard, Content Approval (member-forum §2.10): signed-in only; the API decides who may
// review (admins, moderators).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards.ts';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const ContentApprovalPage = lazyRouteComponent(
  () => import('../../features/content-approval/components/content-approval-page.tsx'),
  'ContentApprovalPage',
);

export const DASHBOARD_CONTENT_APPROVAL_PATH = '/dashboard/content-approval';

export const dashboardContentApprovalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DASHBOARD_CONTENT_APPROVAL_PATH,
  beforeLoad: requireSignedIn,
  component: withPreload(function DashboardContentApproval() {
    const { community } = rootRoute.useRouteContext();
    return <ContentApprovalPage communityId={community.communityId} communityName={community.name} />;
  }, ContentApprovalPage),
});
