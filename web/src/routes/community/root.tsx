// The community tree's root route: every page sits under the community's top bar (and the tab bar on phones);
// accounts that may not use the community are confined to their state page, guests of a private community see its
// gate, and an unpublished community shows only its staff anything but a notice.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Box } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PageError } from '@/components/page-error/page-error.tsx';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { currentUser, useSession } from '@/features/auth/api/get-session.ts';
import { confineToAccountState } from '@/features/auth/guards.ts';
import { publicAuthPaths } from '@/features/auth/paths.ts';
import { LoginModalProvider } from '@/features/auth/require-auth.tsx';
import { commentKeys } from '@/features/comments/api/keys.ts';
import { layoutQueryOptions, useLayout } from '@/features/forum/api/get-layout.ts';
import { forumKeys } from '@/features/forum/api/keys.ts';
import { postKeys } from '@/features/posts/api/keys.ts';
import { BottomTabBar } from '@/features/forum/components/bottom-tab-bar/bottom-tab-bar.tsx';
import { CommunityTopBar } from '@/features/forum/components/community-top-bar/community-top-bar.tsx';
import { PrivateCommunityGate } from '@/features/site/pages/private-community-page.tsx';
import { UnpublishedCommunity } from '@/features/site/pages/unpublished-community-page.tsx';
import classes from './root.module.css';
import { isDashboardPath } from '@/features/moderation/dashboard-path.ts';
import { useMetaDescription } from '@/lib/meta-description.ts';
import { loadPageData, type PageDataContext } from '@/lib/page-data.ts';

export interface CommunityRouterContext extends PageDataContext {
  queryClient: QueryClient;
  /** The host's community, loaded before the router starts. */
  community: CommunityLook;
}

/** What the frame shows in the page's place for this viewer: an unpublished community's notice, a private one's gate. */
function gateOf(community: CommunityLook, user: SessionUser | null, pathname: string) {
  if (publicAuthPaths.includes(pathname)) return null;
  if (!community.isLive && !user?.staff) return 'unpublished';
  if (community.privateCommunity && !user) return 'private';
  return null;
}

/** Whether the frame shows this viewer the page at `pathname`: a loader asks for nothing a gate hides. */
export async function showsPage({ queryClient, community }: CommunityRouterContext, pathname: string) {
  return gateOf(community, await currentUser(queryClient), pathname) === null;
}

export const rootRoute = createRootRouteWithContext<CommunityRouterContext>()({
  beforeLoad: confineToAccountState,
  // The frame's own data: its top bar, tab bar and subforum panel read the layout (as do most pages).
  loader: ({ context, location }) =>
    loadPageData(context, async () => {
      if (await showsPage(context, location.pathname)) await context.queryClient.ensureQueryData(layoutQueryOptions());
    }),
  component: CommunityLayout,
  pendingComponent: PageLoader,
  errorComponent: RootError,
});

/** member-forum §2.3: the header's search bar shows on these pages (plus subforum and profile pages). */
const searchBarRoutes = new Set([
  '/',
  '/rules',
  '/privacy',
  '/terms',
  '/search',
  '/settings',
  '/account-settings',
  '/notification-settings',
  '/delete-account',
  '/$subforumSlug',
]);

function CommunityLayout() {
  const { community } = rootRoute.useRouteContext();
  useMetaDescription(community.seo.description);
  const user = useSession().data?.user ?? null;
  const location = useLocation();
  const leaf = useMatches().at(-1);
  const routeId: string = leaf?.routeId ?? '';
  const subforumSlug =
    routeId === '/$subforumSlug' ? (leaf?.params as { subforumSlug?: string }).subforumSlug : undefined;
  useResetOnAccountChange(user?.memberId ?? null);

  const gate = gateOf(community, user, location.pathname);
  if (gate === 'unpublished') return <UnpublishedCommunity community={community} signedIn={user !== null} />;
  if (gate === 'private') return <PrivateCommunityGate community={community} returnTo={location.href} />;
  const withSearch = searchBarRoutes.has(routeId) || location.pathname.startsWith('/profile/');
  // The staff dashboard has its own frame (sidebar and top bar) instead of the site's bars.
  if (isDashboardPath(location.pathname)) {
    return (
      <ToastProvider>
        <LoginModalProvider>
          <Outlet />
        </LoginModalProvider>
      </ToastProvider>
    );
  }
  return (
    <ToastProvider>
      <LoginModalProvider>
        {/* member-forum §2.3: the bar lifts past the banner on home (252 px), after 52 px elsewhere. */}
        <CommunityTopBar
          community={community}
          user={user}
          withSearch={withSearch}
          liftAfter={routeId === '/' ? 252 : 52}
          subforumSlug={subforumSlug}
        />
        <Box className={classes.page}>
          <Outlet />
        </Box>
        <TabBar user={user} />
      </LoginModalProvider>
    </ToastProvider>
  );
}

function TabBar({ user }: { user: Parameters<typeof BottomTabBar>[0]['user'] }) {
  const layout = useLayout();
  return (
    <BottomTabBar
      user={user}
      leaderboard={layout.data?.usersLeaderboard ?? false}
      canPost={layout.data?.canPost ?? false}
    />
  );
}

/** Layout, posts and comments carry the viewer's permissions and own votes: another account loads them afresh. */
function useResetOnAccountChange(memberId: string | null) {
  const queryClient = useQueryClient();
  const shown = useRef(memberId);
  useEffect(() => {
    if (shown.current === memberId) return;
    shown.current = memberId;
    for (const queryKey of [forumKeys.all, postKeys.all, commentKeys.all]) void queryClient.resetQueries({ queryKey });
  }, [queryClient, memberId]);
}

function RootError() {
  const router = useRouter();
  return <PageError onRetry={() => void router.invalidate()} />;
}
