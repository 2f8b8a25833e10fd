// The owner app's root route: Hearth's top bar over every page.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { OwnerTopBar } from './-components/owner-top-bar/owner-top-bar.tsx';

export interface OwnerRouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<OwnerRouterContext>()({
  component: OwnerLayout,
});

function OwnerLayout() {
  return (
    <>
      <OwnerTopBar />
      <Outlet />
    </>
  );
}
