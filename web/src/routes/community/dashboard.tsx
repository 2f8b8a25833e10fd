// The staff dashboard's frame (member-forum §2.1, §2.10): /dashboard/* under its own layout (a lazy chunk), for staff
// only. A guest signs in first and comes back; a signed-in viewer with no section to use (a member, staff while timed
// out) goes home; /dashboard itself opens the first section the viewer may use, and so does a section they may not.
import type { DashboardSection } from '@hearth/shared/constants/dashboard';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { layoutQueryOptions } from '@/features/forum/api/get-layout.ts';
import { DASHBOARD_PATH } from '@/features/moderation/dashboard-path.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const DashboardShell = lazyRouteComponent(
  () => import('@/features/moderation/components/dashboard-shell/dashboard-shell.tsx'),
  'DashboardShell',
);

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DASHBOARD_PATH,
  beforeLoad: async ({ context, location }) => {
    await requireSignedIn({ context, location });
    const layout = await context.queryClient.ensureQueryData(layoutQueryOptions());
    if (layout.dashboardSections.length === 0) throw redirect({ to: '/', replace: true });
    return { dashboardSections: layout.dashboardSections };
  },
  component: withPreload(function Dashboard() {
    return <DashboardShell community={rootRoute.useRouteContext().community} />;
  }, DashboardShell),
});

export const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    throw redirect({ to: `${DASHBOARD_PATH}/${context.dashboardSections[0]}`, replace: true });
  },
});

/** A section's guard: one the viewer may not use (a moderator on Invitations) opens their first one instead. */
export const requireSection =
  (section: DashboardSection) =>
  ({ context }: { context: { dashboardSections: readonly DashboardSection[] } }) => {
    if (!context.dashboardSections.includes(section)) throw redirect({ to: DASHBOARD_PATH, replace: true });
  };
