// The element a server-rendered community page is rendered and hydrated as (the same tree on both sides, so
// React's ids match).
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ComponentType } from 'react';
import type { createCommunityRouter } from '../routes/community/router.tsx';
import { setHydrationClock } from './clock.ts';

export type CommunityRouter = ReturnType<typeof createCommunityRouter>;

export type SiteTree = ComponentType<{ queryClient?: QueryClient; router?: CommunityRouter | undefined }>;

export function SsrApp({
  Tree,
  queryClient,
  router,
}: {
  Tree: SiteTree;
  queryClient: QueryClient;
  router: CommunityRouter;
}) {
  return (
    <StrictMode>
      <Tree queryClient={queryClient} router={router} />
      <HydrationDone />
    </StrictMode>
  );
}

/** Runs once the page has hydrated: relative times follow the real clock from then on. */
function HydrationDone() {
  useEffect(() => setHydrationClock(null), []);
  return null;
}
