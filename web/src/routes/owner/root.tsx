// The owner app's root route: Hearth's top bar over every page outside the dashboard (whose shell has its own),
// and the idle sign-out while signed in.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { PageError } from '@/components/page-error/page-error.tsx';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { currentUser, useSession } from '@/features/auth/api/get-session.ts';
import { IdleSignOut } from '@/features/auth/components/idle-sign-out/idle-sign-out.tsx';
import { OwnerTopBar } from '@/features/communities/components/owner-top-bar/owner-top-bar.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route draws the dashboard shell, top bar included. */
    dashboardShell?: boolean;
  }
}

export interface OwnerRouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<OwnerRouterContext>()({
  // The top bar shows the account from the first paint on.
  beforeLoad: async ({ context }) => {
    await currentUser(context.queryClient);
  },
  component: OwnerLayout,
  pendingComponent: PageLoader,
  errorComponent: RootError,
});

function OwnerLayout() {
  const user = useSession().data?.user ?? null;
  const inDashboard = useMatches({ select: (matches) => matches.some((match) => match.staticData.dashboardShell) });
  return (
    <ToastProvider>
      {!inDashboard && <OwnerTopBar user={user} />}
      {user && <IdleSignOut />}
      <Outlet />
    </ToastProvider>
  );
}

function RootError() {
  const router = useRouter();
  return <PageError onRetry={() => void router.invalidate()} />;
}
