// The owner app's landing page (/) for visitors who are not signed in: part of the tree's first paint, so imported
// here, not as a lazy chunk.
import { createRoute, redirect } from '@tanstack/react-router';
import { currentUser } from '@/features/auth/api/get-session.ts';
import { LandingPage } from '@/features/communities/pages/landing-page.tsx';
import { dashboardPaths } from '@/features/communities/paths.ts';
import { rootRoute } from './root.tsx';

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // A signed-in owner's home is the dashboard's overview (which sends an owner with no community to onboarding).
  beforeLoad: async ({ context }) => {
    if (await currentUser(context.queryClient)) throw redirect({ to: dashboardPaths.overview, replace: true });
  },
  component: LandingPage,
});
