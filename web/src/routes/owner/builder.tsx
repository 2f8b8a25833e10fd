// The builder wizard (owner-dashboard §2 Builder wizard): every step is its own chunk, under a layout with the
// progress bar; congrats and the view-community hop sit outside it.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { onboardingQueryOptions } from '@/features/communities/api/get-onboarding.ts';
import { myCommunitiesQueryOptions } from '@/features/communities/api/list-my-communities.ts';
import { builderPaths, dashboardPaths } from '@/features/communities/paths.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { searchValidator, text } from '@/lib/search-params.ts';
import { rootRoute } from './root.tsx';

const pages = {
  layout: lazyRouteComponent(() => import('@/features/communities/builder/builder-layout.tsx'), 'BuilderLayout'),
  setup: lazyRouteComponent(() => import('@/features/communities/pages/builder-setup-page.tsx'), 'BuilderSetupPage'),
  description: lazyRouteComponent(
    () => import('@/features/communities/pages/builder-description-page.tsx'),
    'BuilderDescriptionPage',
  ),
  branding: lazyRouteComponent(
    () => import('@/features/communities/pages/builder-branding-page.tsx'),
    'BuilderBrandingPage',
  ),
  design: lazyRouteComponent(() => import('@/features/communities/pages/builder-design-page.tsx'), 'BuilderDesignPage'),
  publish: lazyRouteComponent(
    () => import('@/features/communities/pages/builder-publish-page.tsx'),
    'BuilderPublishPage',
  ),
  congrats: lazyRouteComponent(
    () => import('@/features/communities/pages/builder-congrats-page.tsx'),
    'BuilderCongratsPage',
  ),
};

const builderLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'builder',
  beforeLoad: requireSignedIn,
  component: pages.layout,
});

const step = (path: string, component: typeof pages.setup) =>
  createRoute({ getParentRoute: () => builderLayoutRoute, path, component });

const nameRoute = createRoute({
  getParentRoute: () => builderLayoutRoute,
  path: builderPaths.name,
  beforeLoad: () => {
    throw redirect({ to: builderPaths.setup, replace: true });
  },
});

const publishRoute = createRoute({
  getParentRoute: () => builderLayoutRoute,
  path: builderPaths.publish,
  // Publishing sends the organization answers with the community.
  loader: ({ context }) => context.queryClient.ensureQueryData(onboardingQueryOptions()),
  component: pages.publish,
});

const validateCommunitySearch = searchValidator({ communityId: text({ max: 64 }) });

const congratsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: builderPaths.congrats,
  validateSearch: validateCommunitySearch,
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(myCommunitiesQueryOptions()),
  component: withPreload(function Congrats() {
    return <pages.congrats communityId={congratsRoute.useSearch().communityId} />;
  }, pages.congrats),
});

/** /builder/view-community?communityId= goes on to the community's own address (a new tab opens this). */
const viewCommunityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: builderPaths.viewCommunity,
  validateSearch: validateCommunitySearch,
  beforeLoad: requireSignedIn,
  loaderDeps: ({ search }) => ({ communityId: search.communityId }),
  loader: async ({ context, deps }) => {
    const { items } = await context.queryClient.fetchQuery(myCommunitiesQueryOptions());
    const community = items.find((c) => c.communityId === deps.communityId);
    if (!community) throw redirect({ to: dashboardPaths.overview, replace: true });
    window.location.replace(community.url);
  },
  component: PageLoader,
});

export const builderRoutes = [
  builderLayoutRoute.addChildren([
    nameRoute,
    step(builderPaths.setup, pages.setup),
    step(builderPaths.description, pages.description),
    step(builderPaths.branding, pages.branding),
    step(builderPaths.design, pages.design),
    publishRoute,
  ]),
  congratsRoute,
  viewCommunityRoute,
];
