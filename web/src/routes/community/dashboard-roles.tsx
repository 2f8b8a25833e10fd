// The staff dashboard's Roles (member-forum §2.1, §2.10): staff read the roles and their members (moderators too); the
// API decides who may change them (admins).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { dashboardRoute, requireSection } from './dashboard.tsx';
import { rootRoute } from './root.tsx';

const SiteRolesPage = lazyRouteComponent(() => import('@/features/roles/pages/roles-pages.tsx'), 'SiteRolesPage');

export const dashboardRolesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'roles',
  beforeLoad: requireSection('roles'),
  component: withPreload(function DashboardRoles() {
    return <SiteRolesPage communityName={rootRoute.useRouteContext().community.name} />;
  }, SiteRolesPage),
});
