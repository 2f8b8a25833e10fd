// /subforum-not-found and /subforum-no-access (member-forum §2.1): static paths, so they win over /{subforumSlug};
// each page is its own chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const subforumStatus = () => import('@/features/forum/pages/subforum-status-pages.tsx');
const NotFoundPage = lazyRouteComponent(subforumStatus, 'SubforumNotFoundPage');
const NoAccessPage = lazyRouteComponent(subforumStatus, 'SubforumNoAccessPage');

export const subforumNotFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subforum-not-found',
  component: withPreload(function SubforumNotFound() {
    return <NotFoundPage communityName={rootRoute.useRouteContext().community.name} />;
  }, NotFoundPage),
});

export const subforumNoAccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subforum-no-access',
  component: withPreload(function SubforumNoAccess() {
    return <NoAccessPage communityName={rootRoute.useRouteContext().community.name} />;
  }, NoAccessPage),
});
