// The community tree's root route: every page sits under the community's top bar.
import type { CommunityLook } from '@hearth/shared/schemas/site';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { CommunityTopBar } from './-components/community-top-bar/community-top-bar.tsx';

export interface CommunityRouterContext {
  queryClient: QueryClient;
  /** The host's community, loaded before the router starts. */
  community: CommunityLook;
}

export const rootRoute = createRootRouteWithContext<CommunityRouterContext>()({
  component: CommunityLayout,
});

function CommunityLayout() {
  const { community } = rootRoute.useRouteContext();
  return (
    <>
      <CommunityTopBar community={community} />
      <Outlet />
    </>
  );
}
