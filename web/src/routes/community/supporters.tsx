// /subscription (member-forum §2, §4): the member's supporter subscription, a lazy chunk; signed-in members only.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const SupporterSubscriptionPage = lazyRouteComponent(
  () => import('@/features/supporters/pages/supporter-subscription-page.tsx'),
  'SupporterSubscriptionPage',
);

export const supporterSubscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscription',
  beforeLoad: requireSignedIn,
  component: withPreload(function SupporterSubscription() {
    return <SupporterSubscriptionPage communityName={rootRoute.useRouteContext().community.name} />;
  }, SupporterSubscriptionPage),
});
