// /delete-account (member-forum §2.8), a lazy chunk; signed-in members only.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const DeleteAccountPage = lazyRouteComponent(
  () => import('@/features/members/pages/delete-account-page.tsx'),
  'DeleteAccountPage',
);

export const deleteAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/delete-account',
  beforeLoad: requireSignedIn,
  component: withPreload(function DeleteAccount() {
    const { community } = rootRoute.useRouteContext();
    return <DeleteAccountPage community={{ id: community.communityId, name: community.name }} />;
  }, DeleteAccountPage),
});
