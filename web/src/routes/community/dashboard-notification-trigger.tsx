// The community's staff dashboard, Notification trigger (member-forum §2.10): staff send a trigger's notification to
// themselves. For the staff the dashboard's guard lets in; the API decides who is staff. A lazy chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { dashboardRoute } from './dashboard.tsx';
import { rootRoute } from './root.tsx';

const TriggerTesterPage = lazyRouteComponent(
  () => import('@/features/notifications/pages/trigger-tester-page.tsx'),
  'TriggerTesterPage',
);

export const dashboardNotificationTriggerRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'notification-trigger',
  component: withPreload(function DashboardNotificationTrigger() {
    return <TriggerTesterPage communityName={rootRoute.useRouteContext().community.name} />;
  }, TriggerTesterPage),
});
