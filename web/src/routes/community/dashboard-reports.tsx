// The staff dashboard's Reports (/dashboard/reports) and Audit Logs (/dashboard/audit-logs), member-forum §2.10:
// for the staff the dashboard's guard lets in; the API decides who may read and act (staff). Each page is its own lazy chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { dashboardRoute, requireSection } from './dashboard.tsx';
import { rootRoute } from './root.tsx';

const ReportsPage = lazyRouteComponent(() => import('@/features/moderation/pages/reports-page.tsx'), 'ReportsPage');
const AuditLogsPage = lazyRouteComponent(
  () => import('@/features/moderation/pages/audit-logs-page.tsx'),
  'AuditLogsPage',
);

export const dashboardReportsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'reports',
  beforeLoad: requireSection('reports'),
  component: withPreload(function DashboardReports() {
    return <ReportsPage communityName={rootRoute.useRouteContext().community.name} />;
  }, ReportsPage),
});

export const dashboardAuditLogsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'audit-logs',
  beforeLoad: requireSection('audit-logs'),
  component: withPreload(function DashboardAuditLogs() {
    return <AuditLogsPage communityName={rootRoute.useRouteContext().community.name} />;
  }, AuditLogsPage),
});
