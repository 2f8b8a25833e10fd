// The community site tree: loads this host's community, then themes and routes everything by it.
import './mantine-styles.ts';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { createQueryClient } from '@/app/query-client.ts';
import { ThemeProvider } from '@/app/theme-provider.tsx';
import { AuthSiteProvider } from '@/features/auth/auth-site.tsx';
import { syncSessionWithRouter, useReturnPage } from '@/features/auth/session-sync.ts';
import { useSite } from '@/features/site/api/get-site.ts';
import { loadBeacon } from '@/features/analytics/load-beacon.ts';
import { isApiError } from '@/lib/api-client.ts';
import { configuredBaseDomain, ownerAppUrl } from '@/lib/host.ts';
import { PageError } from '@/components/page-error/page-error.tsx';
import { CommunitySkeleton } from '@/features/site/components/community-skeleton/community-skeleton.tsx';
import { createCommunityRouter } from './router.tsx';
import { hydrateCommunityPage } from '@/app/hydrate.tsx';
import type { SsrPayload } from '@/app/ssr-payload.ts';

// Only visitors of an address with no community see this.
const CommunityNotFound = lazy(() =>
  import('@/features/site/pages/community-not-found-page.tsx').then((module) => ({
    default: module.CommunityNotFound,
  })),
);

type CommunityRouter = ReturnType<typeof createCommunityRouter>;

interface CommunitySiteProps {
  queryClient?: QueryClient;
  /** Tests pass a memory history; the page uses the browser's. */
  history?: RouterHistory;
  /** A router already loaded (the server render, web/src/ssr/, and the browser hydrating its page, web/src/app/hydrate.tsx). */
  router?: CommunityRouter | undefined;
}

export default function CommunitySite({ queryClient, history, router }: CommunitySiteProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CommunityGate queryClient={client} history={history} router={router} />
    </QueryClientProvider>
  );
}

function CommunityGate({
  queryClient,
  history,
  router,
}: {
  queryClient: QueryClient;
  history: RouterHistory | undefined;
  router: CommunityRouter | undefined;
}) {
  const site = useSite();
  const community = site.data?.kind === 'community' ? site.data.community : undefined;

  let page;
  if (community) {
    page = <CommunityRoutes community={community} queryClient={queryClient} history={history} loaded={router} />;
  } else if (isApiError(site.error, 'COMMUNITY_NOT_FOUND')) {
    page = (
      <Suspense fallback={<CommunitySkeleton />}>
        <CommunityNotFound ownerAppUrl={(path) => ownerAppUrl(path, window.location, configuredBaseDomain())} />
      </Suspense>
    );
  } else if (site.isError || site.data) {
    // `site.data` here is `{ kind: 'app' }`: the API and this build disagree on the base domain (VITE_BASE_DOMAIN).
    page = <PageError onRetry={() => void site.refetch()} retrying={site.isFetching} />;
  } else {
    page = <CommunitySkeleton />;
  }
  return <ThemeProvider accent={community?.color}>{page}</ThemeProvider>;
}

function CommunityRoutes({
  community,
  queryClient,
  history,
  loaded,
}: {
  community: CommunityLook;
  queryClient: QueryClient;
  history: RouterHistory | undefined;
  loaded: CommunityRouter | undefined;
}) {
  const [router] = useState(() => loaded ?? createCommunityRouter({ queryClient, community }, history));
  const returnPage = useReturnPage(router);
  // Route context is read when routes load, so a changed look (the owner edited it) reloads the current routes.
  const shownCommunity = useRef(community);
  useEffect(() => {
    if (shownCommunity.current === community) return;
    shownCommunity.current = community;
    void router.invalidate();
  }, [router, community]);
  useEffect(() => syncSessionWithRouter(queryClient, router), [queryClient, router]);
  // The community's statistics: page views and time on the site (only with a community, so never on a host's
  // not-found page), started once the page is live.
  useEffect(
    () =>
      loadBeacon(community.communityId, (listener) => {
        listener(router.state.location.pathname);
        return router.subscribe('onResolved', ({ toLocation }) => listener(toLocation.pathname));
      }),
    [community.communityId, router],
  );
  const site = useMemo(
    () => ({ kind: 'community' as const, name: community.name, returnPage }),
    [community, returnPage],
  );
  return (
    <AuthSiteProvider site={site}>
      <RouterProvider router={router} context={{ queryClient, community }} />
    </AuthSiteProvider>
  );
}

/** A server-rendered page (web/src/ssr/render.tsx) becomes this tree without a second first render. */
export const hydratePage = (container: HTMLElement, payload: SsrPayload) =>
  hydrateCommunityPage(container, payload, CommunitySite);
