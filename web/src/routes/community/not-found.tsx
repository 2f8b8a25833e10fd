// /404, where the spec sends every unknown path.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { withPreload } from '../../lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const PageNotFound = lazyRouteComponent(
  () => import('../../components/page-not-found/page-not-found.tsx'),
  'PageNotFound',
);

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  component: withPreload(function NotFound() {
    return <PageNotFound siteName={rootRoute.useRouteContext().community.name} />;
  }, PageNotFound),
});

export const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
