// The owner app's routes (code-based; later issues add onboarding, the builder and the dashboard).
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { signInRoute, signUpRoute } from './auth-pages.tsx';
import { landingRoute } from './landing.tsx';
import { notFoundRoute, unknownPathRoute } from './not-found.tsx';
import { rootRoute, type OwnerRouterContext } from './root.tsx';

const routeTree = rootRoute.addChildren([landingRoute, signInRoute, signUpRoute, notFoundRoute, unknownPathRoute]);

export function createOwnerRouter(context: OwnerRouterContext, history?: RouterHistory) {
  return createRouter({ routeTree, context, history, defaultPreload: 'intent', scrollRestoration: true });
}
