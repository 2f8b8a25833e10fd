// The community's documents (/terms, /rules, /privacy, /info) and the member page that is a placeholder for now
// (/leaderboard). Each loads as its own chunk.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { layoutQueryOptions } from '@/features/forum/api/get-layout.ts';
import { legalPageQueryOptions, type LegalPage } from '@/features/forum/api/get-legal-page.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { ensureForumShellData } from '@/features/forum/components/forum-shell/forum-shell-data.ts';
import { loadPageData, quietly } from '@/lib/page-data.ts';
import { rootRoute, showsPage } from './root.tsx';

const legalPages = () => import('@/features/forum/pages/legal-page.tsx');
const LegalPageView = lazyRouteComponent(legalPages, 'LegalPage');
const InfoPage = lazyRouteComponent(legalPages, 'InfoPage');
const LeaderboardPage = lazyRouteComponent(
  () => import('@/features/gamification/pages/leaderboard-page.tsx'),
  'LeaderboardPage',
);

const useCommunityName = () => rootRoute.useRouteContext().community.name;

function legalRoute(page: LegalPage) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `/${page}`,
    loader: ({ context, location }) =>
      loadPageData(context, async () => {
        // The document is asked for even where a gate takes the page's place, as the post is (post.tsx).
        const document = quietly(context.queryClient.ensureQueryData(legalPageQueryOptions(page)));
        if (await showsPage(context, location.pathname)) await ensureForumShellData(context.queryClient);
        await document;
      }),
    component: withPreload(function Legal() {
      return <LegalPageView page={page} communityName={useCommunityName()} />;
    }, LegalPageView),
  });
}

export const termsRoute = legalRoute('terms');
export const rulesRoute = legalRoute('rules');
export const privacyRoute = legalRoute('privacy');

export const infoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/info',
  component: withPreload(function Info() {
    return <InfoPage communityName={useCommunityName()} />;
  }, InfoPage),
});

/** member-forum §2.9: only when the community shows its leaderboard, else /404. */
export const leaderboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/leaderboard',
  beforeLoad: async ({ context }) => {
    const layout = await context.queryClient.ensureQueryData(layoutQueryOptions());
    if (!layout.usersLeaderboard) throw redirect({ to: '/404', replace: true });
  },
  component: withPreload(function Leaderboard() {
    return <LeaderboardPage communityName={useCommunityName()} />;
  }, LeaderboardPage),
});
