// The community tree's root route: every page sits under the community's top bar; accounts that may not use
// the community are confined to their state page, guests of a private community see its gate, and an unpublished
// community shows only its staff anything but a notice.
import type { CommunityLook } from '@hearth/shared/schemas/site';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { PageError } from '../../components/page-error/page-error.tsx';
import { PageLoader } from '../../components/page-loader/page-loader.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { confineToAccountState } from '../../features/auth/guards.ts';
import { publicAuthPaths } from '../../features/auth/paths.ts';
import { LoginModalProvider } from '../../features/auth/require-auth.tsx';
import { CommunityTopBar } from './-components/community-top-bar/community-top-bar.tsx';
import { PrivateCommunityGate } from './-components/private-community-gate/private-community-gate.tsx';
import { UnpublishedCommunity } from './-components/unpublished-community/unpublished-community.tsx';

export interface CommunityRouterContext {
  queryClient: QueryClient;
  /** The host's community, loaded before the router starts. */
  community: CommunityLook;
}

export const rootRoute = createRootRouteWithContext<CommunityRouterContext>()({
  beforeLoad: confineToAccountState,
  component: CommunityLayout,
  pendingComponent: PageLoader,
  errorComponent: RootError,
});

function CommunityLayout() {
  const { community } = rootRoute.useRouteContext();
  const user = useSession().data?.user ?? null;
  const location = useLocation();

  const onAuthPage = publicAuthPaths.includes(location.pathname);
  if (!community.isLive && !user?.staff && !onAuthPage) {
    return <UnpublishedCommunity community={community} signedIn={user !== null} />;
  }
  if (community.privateCommunity && !user && !onAuthPage) {
    return <PrivateCommunityGate community={community} returnTo={location.href} />;
  }
  return (
    <LoginModalProvider>
      <CommunityTopBar community={community} user={user} />
      <Outlet />
    </LoginModalProvider>
  );
}

function RootError() {
  const router = useRouter();
  return <PageError onRetry={() => void router.invalidate()} />;
}
