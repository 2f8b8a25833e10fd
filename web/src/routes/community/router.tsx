// The community site's routes (code-based; later issues add the feed, posts, profiles, ...).
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageLoader } from '../../components/page-loader/page-loader.tsx';
import { createNotFoundRoutes } from '../../components/page-not-found/routes.tsx';
import { createAuthRoutes } from '../../features/auth/routes.tsx';
import { accountSettingsRoute, welcomeRoute } from './account.tsx';
import { accountBanRoute, accountDeniedRoute, approvalPendingRoute } from './account-states.tsx';
import { homeRoute } from './home.tsx';
import { rootRoute, type CommunityRouterContext } from './root.tsx';

const routeTree = rootRoute.addChildren([
  homeRoute,
  ...createAuthRoutes(rootRoute),
  welcomeRoute,
  accountSettingsRoute,
  approvalPendingRoute,
  accountDeniedRoute,
  accountBanRoute,
  ...createNotFoundRoutes(rootRoute, () => rootRoute.useRouteContext().community.name),
]);

export function createCommunityRouter(context: CommunityRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
  });
}
