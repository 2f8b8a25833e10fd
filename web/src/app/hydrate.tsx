// The browser's side of a server-rendered community page: the cache the server rendered with, a router loaded
// with it, then hydration of the same tree, so the first client render is the server's page and nothing moves.
// After that the session query asks who the viewer really is (the server rendered for a guest); a member's own
// state then replaces the guest's (root.tsx resets the viewer's queries when the account changes).
import { type DehydratedState, hashKey, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { createQueryClient } from './query-client.ts';
import { getSession, sessionKeys } from '../features/auth/api/get-session.ts';
import { isApiError } from '../lib/api-client.ts';
import { siteKeys } from '../features/site/api/get-site.ts';
import type { SiteResponse } from '@hearth/shared/schemas/site';
import { createCommunityRouter } from '../routes/community/router.tsx';
import { startClockAt } from './clock.ts';
import { afterFullHydration } from './hydration-progress.ts';
import { SsrApp, type SiteTree } from './ssr-app.tsx';
import { reviveState, type SsrPayload } from './ssr-payload.ts';

/** Lets the browser run what waits (input, paint) before the next step: a task boundary, not a microtask. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The hydrated answers that had passed their freshness are fetched again once a query shows them: each as its first
 * observer subscribes (a lazily hydrated part of the page subscribes after the root), in a task after that commit, by
 * its age at the render against that query's staleTime. Fetched there, an answer re-renders only what reads a part of
 * it that changed; fetched as the component mounts, React re-renders it whole and synchronously.
 */
function refreshAged(queryClient: QueryClient, renderedAt: Map<string, number>) {
  const cache = queryClient.getQueryCache();
  const check = (query: Query) => {
    const at = renderedAt.get(query.queryHash);
    if (at !== undefined && query.observers.length) {
      renderedAt.delete(query.queryHash);
      const staleTime = Math.min(
        ...query.observers.map((observer) => {
          const value =
            typeof observer.options.staleTime === 'function'
              ? observer.options.staleTime(query)
              : observer.options.staleTime;
          return value === 'static' ? Infinity : (value ?? 0);
        }),
      );
      if (Date.now() - at >= staleTime) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
    if (!renderedAt.size) unsubscribe();
  };
  const later = (query: Query) => setTimeout(() => check(query), 0);
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'observerAdded') later(event.query);
  });
  for (const query of cache.getAll()) later(query);
}

/** Whether the server's page holds a refusal a signed-in viewer may not get (401, 403, 404). */
const refusedForGuest = (state: DehydratedState) =>
  state.queries.some(
    (query) =>
      query.state.status === 'error' &&
      isApiError(query.state.error) &&
      [401, 403, 404].includes(query.state.error.status),
  );

/**
 * Hydrates `container`; false when the payload is not a community page this tree can take over, or not this viewer's
 * (a guest's refusal shown to a signed-in browser).
 */
export async function hydrateCommunityPage(container: HTMLElement, payload: SsrPayload, Tree: SiteTree) {
  const state = reviveState(payload.state);
  // The server rendered for a guest, and the edge keeps that page for every viewer. A refusal may depend on who asks
  // (401: sign in first; 403: a private subforum, post or community; 404: a disabled subforum staff may open, a post
  // awaiting approval its author may) and so not be this viewer's: a signed-in browser does not take that page over
  // (its guest answer would send a member who may view it away) but renders it again as the client does (main.tsx),
  // asking the API with the session.
  if (refusedForGuest(state) && (await getSession().catch(() => ({ user: null }))).user) {
    // No longer the server's page: the app renders its own (which is how the e2e tests tell it is live).
    document.documentElement.removeAttribute('data-ssr');
    return false;
  }
  const queryClient = createQueryClient();
  // The page may come from the edge cache (up to PAGE_EDGE_SECONDS old), so its answers can be past their freshness
  // already. Hydrated as they are, the route loaders and the mounting queries would fetch them again at once, and an
  // answer that differs (a vote since) would reach the page mid-hydration: a mismatch, and React renders the page
  // again from scratch (the flash SSR exists to avoid, and one long task). So they hydrate as fresh, and those older
  // than their freshness are fetched again once the page is live (refreshAged).
  const renderedAt = new Map<string, number>();
  const hydratedAt = Date.now();
  const session = hashKey(sessionKeys.current());
  for (const query of state.queries) {
    // The session is asked for again once hydrated whatever its age (below).
    if (query.state.status !== 'success' || query.queryHash === session) continue;
    renderedAt.set(query.queryHash, query.state.dataUpdatedAt);
    query.state.dataUpdatedAt = hydratedAt;
  }
  hydrate(queryClient, state);
  // A refusal the server rendered (a missing post) shows as that error on hydration, as on the server, instead of
  // loading again when its page mounts.
  const refused = state.queries.filter((query) => query.state.status === 'error').map((query) => query.queryKey);
  for (const queryKey of refused) queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  const site = queryClient.getQueryData<SiteResponse>(siteKeys.current());
  if (site?.kind !== 'community') return false;
  const community: CommunityLook = site.community;
  const router = createCommunityRouter({ queryClient, community });
  // The router renders its matches as it does on the server (no root Suspense boundary) and skips its own first
  // load on mount: this load is it.
  router.ssr = { manifest: undefined };
  // Each step its own task, so the browser may paint and answer input between them (it lowers Total Blocking Time).
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // The route loaders prefetch what has no data, refused queries included: those go back to the server's answer.
  for (const queryKey of refused) await queryClient.cancelQueries({ queryKey, exact: true });
  startClockAt(payload.now);
  // Hydrated as a transition: React hydrates in slices of a few milliseconds and yields to the browser between them,
  // instead of in one task as long as the whole page (the post page's was one task of ~480 ms at a phone's CPU,
  // most of its Total Blocking Time). The root commits before the parts inside its Suspense boundaries have hydrated
  // (hydration-progress.ts): who the viewer is, and the answers past their freshness, are asked for once every part
  // has, so no answer reaches a part still hydrating.
  const hydrated = () =>
    afterFullHydration(container, () => {
      // Marks the page as live (the e2e tests wait for it before acting on a server-rendered page).
      document.documentElement.setAttribute('data-hydrated', '');
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      refreshAged(queryClient, renderedAt);
    });
  startTransition(() => {
    hydrateRoot(
      container,
      <SsrApp Tree={Tree} queryClient={queryClient} router={router} now={payload.now} onHydrated={hydrated} />,
      {
        // A mismatch is a bug (the page re-renders on the client, the flash SSR exists to avoid): it is logged as
        // an error, with the components it happened in, which the web tests and the e2e test fail on.
        onRecoverableError: (error, info) =>
          console.error('[hydrate] the server page and the first client render differ', error, info.componentStack),
      },
    );
  });
  return true;
}
