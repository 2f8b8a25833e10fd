// The element a server-rendered community page is rendered and hydrated as (the same tree on both sides, so
// React's ids match).
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import type { createCommunityRouter } from '../routes/community/router.tsx';
import { RenderClock } from './clock.ts';

export type CommunityRouter = ReturnType<typeof createCommunityRouter>;

export type SiteTree = ComponentType<{ queryClient?: QueryClient; router?: CommunityRouter | undefined }>;

export function SsrApp({
  Tree,
  queryClient,
  router,
  now,
}: {
  Tree: SiteTree;
  queryClient: QueryClient;
  router: CommunityRouter;
  /** When the server rendered the page: relative times are written and hydrated against it (ssr/clock.ts). */
  now: number;
}) {
  return (
    <StrictMode>
      <RenderClock.Provider value={now}>
        <Tree queryClient={queryClient} router={router} />
      </RenderClock.Provider>
    </StrictMode>
  );
}
