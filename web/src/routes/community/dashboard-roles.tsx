// The community's staff dashboard, Roles (member-forum §2.1, §2.10): /dashboard goes to /dashboard/roles. Signed-in
// only; the API decides who may read (admins, moderators) and who may change roles (admins).
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards.ts';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const SiteRolesPage = lazyRouteComponent(() => import('../../features/roles/pages/roles-pages.tsx'), 'SiteRolesPage');

export const DASHBOARD_ROLES_PATH = '/dashboard/roles';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: () => {
    throw redirect({ to: DASHBOARD_ROLES_PATH, replace: true });
  },
});

export const dashboardRolesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DASHBOARD_ROLES_PATH,
  beforeLoad: requireSignedIn,
  component: withPreload(function DashboardRoles() {
    return <SiteRolesPage communityName={rootRoute.useRouteContext().community.name} />;
  }, SiteRolesPage),
});
