// The community's staff dashboard, Word Filter (member-forum §2.10): signed-in only; the API decides who may read
// (admins, moderators) and who may change the filter (admins).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards.ts';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const SiteWordFilterPage = lazyRouteComponent(
  () => import('../../features/word-filter/pages/word-filter-pages.tsx'),
  'SiteWordFilterPage',
);

export const DASHBOARD_WORD_FILTER_PATH = '/dashboard/word-filter';

export const dashboardWordFilterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DASHBOARD_WORD_FILTER_PATH,
  beforeLoad: requireSignedIn,
  component: withPreload(function DashboardWordFilter() {
    const { community } = rootRoute.useRouteContext();
    return <SiteWordFilterPage communityId={community.communityId} communityName={community.name} />;
  }, SiteWordFilterPage),
});
