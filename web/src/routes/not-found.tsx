// /404 and the catch-all that sends every unknown path there (member-forum §2.1); both trees add these.
import { createRoute, lazyRouteComponent, redirect, type AnyRootRoute } from '@tanstack/react-router';
import { withPreload } from '../lib/lazy-page.ts';

const PageNotFound = lazyRouteComponent(() => import('../features/site/pages/not-found-page.tsx'), 'PageNotFound');

/** `useSiteName` is read while rendering (it may be a hook), for the page title. */
export function createNotFoundRoutes(rootRoute: AnyRootRoute, useSiteName: () => string) {
  const getParentRoute = () => rootRoute;
  return [
    createRoute({
      getParentRoute,
      path: '/404',
      component: withPreload(function NotFound() {
        return <PageNotFound siteName={useSiteName()} />;
      }, PageNotFound),
    }),
    createRoute({
      getParentRoute,
      path: '$',
      beforeLoad: () => {
        throw redirect({ to: '/404', replace: true });
      },
    }),
  ] as const;
}
