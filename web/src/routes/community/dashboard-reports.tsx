// The staff dashboard's Reports (/dashboard/reports) and Audit Logs (/dashboard/audit-logs), member-forum §2.10:
// signed-in only; the API decides who may read and act (staff). Each page is its own lazy chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards.ts';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const ReportsPage = lazyRouteComponent(() => import('../../features/moderation/pages/reports-page.tsx'), 'ReportsPage');
const AuditLogsPage = lazyRouteComponent(
  () => import('../../features/moderation/pages/audit-logs-page.tsx'),
  'AuditLogsPage',
);

export const dashboardReportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/reports',
  beforeLoad: requireSignedIn,
  component: withPreload(function DashboardReports() {
    return <ReportsPage communityName={rootRoute.useRouteContext().community.name} />;
  }, ReportsPage),
});

export const dashboardAuditLogsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/audit-logs',
  beforeLoad: requireSignedIn,
  component: withPreload(function DashboardAuditLogs() {
    return <AuditLogsPage communityName={rootRoute.useRouteContext().community.name} />;
  }, AuditLogsPage),
});
