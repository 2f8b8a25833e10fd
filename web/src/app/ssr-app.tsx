// The element a server-rendered community page is rendered and hydrated as (the same tree on both sides, so
// React's ids match).
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ComponentType } from 'react';
import type { createCommunityRouter } from '../routes/community/router.tsx';
import { RenderClock } from './clock.ts';

export type CommunityRouter = ReturnType<typeof createCommunityRouter>;

export type SiteTree = ComponentType<{ queryClient?: QueryClient; router?: CommunityRouter | undefined }>;

export function SsrApp({
  Tree,
  queryClient,
  router,
  now,
  onHydrated,
}: {
  Tree: SiteTree;
  queryClient: QueryClient;
  router: CommunityRouter;
  /** When the server rendered the page: relative times are written and hydrated against it (clock.ts). */
  now: number;
  /** Called once the page has hydrated (in the browser only: effects do not run on the server). */
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <RenderClock.Provider value={now}>
        <Tree queryClient={queryClient} router={router} />
      </RenderClock.Provider>
    </StrictMode>
  );
}
