// Onboarding after the welcome step (owner-dashboard §2 Onboarding): how to start, the organization, the plan.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { onboardingQueryOptions } from '@/features/communities/api/get-onboarding.ts';
import { onboardingPaths } from '@/features/communities/paths.ts';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { oneOf, searchValidator } from '@/lib/search-params.ts';
import { rootRoute } from './root.tsx';

const CommunityAccessPage = lazyRouteComponent(
  () => import('@/features/communities/pages/community-access-page.tsx'),
  'CommunityAccessPage',
);
const CompanyInfoPage = lazyRouteComponent(
  () => import('@/features/communities/pages/company-info-page.tsx'),
  'CompanyInfoPage',
);
const ChoosePlanPage = lazyRouteComponent(
  () => import('@/features/communities/pages/choose-plan-page.tsx'),
  'ChoosePlanPage',
);

// source=app: the plan page opened from the dashboard (kept on the alias; billing will read it).
const validatePlanSearch = searchValidator({ source: oneOf(['app']) });

const communityAccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: onboardingPaths.communityAccess,
  beforeLoad: requireSignedIn,
  component: CommunityAccessPage,
});

const companyInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: onboardingPaths.companyInfo,
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(onboardingQueryOptions()),
  component: CompanyInfoPage,
});

const companyInformationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: onboardingPaths.companyInformation,
  beforeLoad: () => {
    throw redirect({ to: onboardingPaths.companyInfo, replace: true });
  },
});

const choosePlanRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: onboardingPaths.choosePlan,
  validateSearch: validatePlanSearch,
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(onboardingQueryOptions()),
  component: ChoosePlanPage,
});

const choosePlanAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: onboardingPaths.choosePlanAlias,
  validateSearch: validatePlanSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: onboardingPaths.choosePlan, search, replace: true });
  },
});

export const onboardingRoutes = [
  communityAccessRoute,
  companyInfoRoute,
  companyInformationRoute,
  choosePlanRoute,
  choosePlanAliasRoute,
];
