// Onboarding after the welcome step (owner-dashboard §2 Onboarding): how to start, the organization, the plan, and
// the payment status checkout returns to.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { paymentStatusQueryOptions } from '@/features/billing/api/get-payment-status.ts';
import { onboardingQueryOptions } from '@/features/communities/api/get-onboarding.ts';
import { onboardingPaths } from '@/features/communities/paths.ts';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { oneOf, searchValidator, text } from '@/lib/search-params.ts';
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
const PaymentStatusPage = lazyRouteComponent(
  () => import('@/features/billing/pages/payment-status-page.tsx'),
  'PaymentStatusPage',
);

// source=app: the plan page opened from the dashboard; after paying, the owner goes straight to the builder.
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
  // An owner who has paid is sent on to the builder: the page reads the payment status (when it can be read).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(onboardingQueryOptions()),
      context.queryClient.fetchQuery(paymentStatusQueryOptions()).catch(() => null),
    ]),
  component: withPreload(function ChoosePlan() {
    return <ChoosePlanPage source={choosePlanRoute.useSearch().source} />;
  }, ChoosePlanPage),
});

const choosePlanAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: onboardingPaths.choosePlanAlias,
  validateSearch: validatePlanSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: onboardingPaths.choosePlan, search, replace: true });
  },
});

const paymentStatusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: onboardingPaths.paymentStatus,
  validateSearch: searchValidator({ session_id: text({ max: 255 }), source: oneOf(['app']) }),
  beforeLoad: requireSignedIn,
  component: withPreload(function PaymentStatus() {
    return <PaymentStatusPage source={paymentStatusRoute.useSearch().source} />;
  }, PaymentStatusPage),
});

export const onboardingRoutes = [
  communityAccessRoute,
  companyInfoRoute,
  companyInformationRoute,
  choosePlanRoute,
  choosePlanAliasRoute,
  paymentStatusRoute,
];
