// Keeps the router's guards in step with the session: when a session check brings a different account or
// state (approved while waiting, banned, signed out elsewhere) or a silent refresh finds the session over,
// the current route's guards run again. Sign-in, sign-out and welcome set the session themselves and then
// navigate, so their updates do not trigger this.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { onSessionRefresh } from '@/lib/api-client.ts';
import { sessionKeys, setSession, type Session } from './api/get-session.ts';
import { isTransitPath } from './paths.ts';

const sessionHash = sessionKeys.current().join('/');

const fingerprint = (session: Session | undefined) => {
  const user = session?.user;
  return user ? [user.memberId, user.state, user.welcomePending, user.ban?.expiresAt ?? ''].join('|') : 'guest';
};

export function syncSessionWithRouter(queryClient: QueryClient, router: AnyRouter): () => void {
  const cached = queryClient.getQueryData<Session>(sessionKeys.current());
  let shown = cached ? fingerprint(cached) : undefined;

  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey.join('/') !== sessionHash) return;
    const next = fingerprint(event.query.state.data as Session | undefined);
    const changed = shown !== undefined && next !== shown;
    shown = next;
    if (changed && !event.action.manual) void router.invalidate();
  });

  const stopListening = onSessionRefresh(({ user }) => {
    setSession(queryClient, user);
    if (!user) void router.invalidate();
  });

  return () => {
    stopWatching();
    stopListening();
  };
}

/**
 * Remembers the last page worth returning to after sign-in (auth steps, state pages and /404 are skipped) and
 * returns a stable getter for it.
 */
export function useReturnPage(router: AnyRouter): () => string | undefined {
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    const resolved = router.state.resolvedLocation;
    if (resolved && !isTransitPath(resolved.pathname)) last.current = resolved.href;
    return router.subscribe('onResolved', ({ toLocation }) => {
      if (!isTransitPath(toLocation.pathname)) last.current = toLocation.href;
    });
  }, [router]);
  return useCallback(() => last.current, []);
}
