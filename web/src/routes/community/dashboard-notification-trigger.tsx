// The community's staff dashboard, Notification trigger (member-forum §2.10): staff send a trigger's notification to
// themselves. Signed-in only; the API decides who is staff. A lazy chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards.ts';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const TriggerTesterPage = lazyRouteComponent(
  () => import('../../features/notifications/components/trigger-tester/trigger-tester-page.tsx'),
  'TriggerTesterPage',
);

export const dashboardNotificationTriggerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/notification-trigger',
  beforeLoad: requireSignedIn,
  component: withPreload(function DashboardNotificationTrigger() {
    return <TriggerTesterPage communityName={rootRoute.useRouteContext().community.name} />;
  }, TriggerTesterPage),
});
