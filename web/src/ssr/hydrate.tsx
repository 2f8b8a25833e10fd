// The browser's side of a server-rendered community page: the cache the server rendered with, a router loaded
// with it, then hydration of the same tree, so the first client render is the server's page and nothing moves.
// After that the session query asks who the viewer really is (the server rendered for a guest); a member's own
// state then replaces the guest's (root.tsx resets the viewer's queries when the account changes).
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { createQueryClient } from '../app/query-client.ts';
import { sessionKeys } from '../features/auth/api/get-session.ts';
import { siteKeys } from '../features/site/api/get-site.ts';
import type { SiteResponse } from '@hearth/shared/schemas/site';
import { createCommunityRouter } from '../routes/community/router.tsx';
import { startClockAt } from './clock.ts';
import { SsrApp, type SiteTree } from './ssr-app.tsx';
import { reviveState, type SsrPayload } from './state.ts';

/** Lets the browser run what waits (input, paint) before the next step: a task boundary, not a microtask. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates `container`; false when the payload is not a community page this tree can take over. */
export async function hydrateCommunityPage(container: HTMLElement, payload: SsrPayload, Tree: SiteTree) {
  const queryClient = createQueryClient();
  const state = reviveState(payload.state);
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
  // Each step its own task, so the browser may paint and answer input between them (issue 18: blocking time).
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // The route loaders prefetch what has no data, refused queries included: those go back to the server's answer.
  for (const queryKey of refused) await queryClient.cancelQueries({ queryKey, exact: true });
  startClockAt(payload.now);
  // Hydrated as a transition: React hydrates in slices of a few milliseconds and yields to the browser between them,
  // instead of in one task as long as the whole page (the post page's was one task of ~480 ms at a phone's CPU,
  // most of its Total Blocking Time). Who the viewer is, is asked once the page has hydrated, so no update reaches
  // a tree still being hydrated.
  const hydrated = () => {
    // Marks the page as live (the e2e tests wait for it before acting on a server-rendered page).
    document.documentElement.setAttribute('data-hydrated', '');
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
  startTransition(() => {
    hydrateRoot(
      container,
      <SsrApp Tree={Tree} queryClient={queryClient} router={router} now={payload.now} onHydrated={hydrated} />,
      {
        // A mismatch is a bug (the page re-renders on the client, the flash SSR exists to avoid): it is logged as
        // an error, which the web tests and the e2e test fail on.
        onRecoverableError: (error) =>
          console.error('[hydrate] the server page and the first client render differ', error),
      },
    );
  });
  return true;
}
