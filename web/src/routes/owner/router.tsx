// The owner app's routes (code-based; later issues add onboarding, the builder and the dashboard).
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageLoader } from '../../components/page-loader/page-loader.tsx';
import { createAuthRoutes } from '../../features/auth/routes.tsx';
import { profileRoute, welcomeRoute } from './account.tsx';
import { landingRoute } from './landing.tsx';
import { notFoundRoute, unknownPathRoute } from './not-found.tsx';
import { rootRoute, type OwnerRouterContext } from './root.tsx';

const routeTree = rootRoute.addChildren([
  landingRoute,
  ...createAuthRoutes(rootRoute),
  welcomeRoute,
  profileRoute,
  notFoundRoute,
  unknownPathRoute,
]);

export function createOwnerRouter(context: OwnerRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
  });
}
