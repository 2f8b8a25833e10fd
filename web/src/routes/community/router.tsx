// The community site's routes (code-based; later issues add the feed, posts, profiles, ...).
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { homeRoute } from './home.tsx';
import { notFoundRoute, unknownPathRoute } from './not-found.tsx';
import { rootRoute, type CommunityRouterContext } from './root.tsx';
import { signInRoute, signUpRoute } from './auth-pages.tsx';

const routeTree = rootRoute.addChildren([homeRoute, signInRoute, signUpRoute, notFoundRoute, unknownPathRoute]);

export function createCommunityRouter(context: CommunityRouterContext, history?: RouterHistory) {
  return createRouter({ routeTree, context, history, defaultPreload: 'intent', scrollRestoration: true });
}
