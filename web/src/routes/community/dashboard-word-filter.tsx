// The community's staff dashboard, Word Filter (member-forum §2.10): for the staff the dashboard's guard lets in; the API decides who may read
// (admins, moderators) and who may change the filter (admins).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { dashboardRoute, requireSection } from './dashboard.tsx';
import { rootRoute } from './root.tsx';

const SiteWordFilterPage = lazyRouteComponent(
  () => import('@/features/word-filter/pages/word-filter-pages.tsx'),
  'SiteWordFilterPage',
);

export const dashboardWordFilterRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'word-filter',
  beforeLoad: requireSection('word-filter'),
  component: withPreload(function DashboardWordFilter() {
    const { community } = rootRoute.useRouteContext();
    return <SiteWordFilterPage communityId={community.communityId} communityName={community.name} />;
  }, SiteWordFilterPage),
});
