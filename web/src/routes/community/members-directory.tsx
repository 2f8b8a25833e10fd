// /members-directory (member-forum §2.9): its own chunk; only when the community shows its leaderboard, else /404.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { layoutQueryOptions } from '@/features/forum/api/get-layout.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { rootRoute } from './root.tsx';

const MembersDirectoryPage = lazyRouteComponent(
  () => import('@/features/gamification/pages/members-directory-page.tsx'),
  'MembersDirectoryPage',
);

export const membersDirectoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/members-directory',
  beforeLoad: async ({ context }) => {
    const layout = await context.queryClient.ensureQueryData(layoutQueryOptions());
    if (!layout.usersLeaderboard) throw redirect({ to: '/404', replace: true });
  },
  component: withPreload(function MembersDirectory() {
    return <MembersDirectoryPage communityName={rootRoute.useRouteContext().community.name} />;
  }, MembersDirectoryPage),
});
