// The owner app's routes (code-based): landing, auth, onboarding, the builder and the dashboard.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { createNotFoundRoutes } from '../not-found.tsx';
import { createAuthRoutes } from '../auth.tsx';
import { editorInvitationRoute, profileRoute, welcomeRoute } from './account.tsx';
import { builderRoutes } from './builder.tsx';
import { dashboardRoutes } from './dashboard.tsx';
import { landingRoute } from './landing.tsx';
import { onboardingRoutes } from './onboarding.tsx';
import { rootRoute, type OwnerRouterContext } from './root.tsx';

const routeTree = rootRoute.addChildren([
  landingRoute,
  ...createAuthRoutes(rootRoute),
  welcomeRoute,
  profileRoute,
  editorInvitationRoute,
  ...onboardingRoutes,
  ...builderRoutes,
  ...dashboardRoutes,
  ...createNotFoundRoutes(rootRoute, () => 'Hearth'),
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
