// The signed-in account on this host (or null): the one source of truth for every guard, menu and page.
import { authRoutes } from '@hearth/shared/contracts/core-routes';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface Session {
  user: SessionUser | null;
}

export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

export function getSession(signal?: AbortSignal): Promise<Session> {
  return apiRequest(authRoutes.getSession.path, {
    // The session schema's own module: the auth contracts would build every auth endpoint's schemas after hydration.
    schema: () => import('@hearth/shared/schemas/session').then((m) => m.sessionResponseSchema),
    signal,
  });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => getSession(signal),
    // Re-checked on window focus once a minute old, so a ban or an ended session shows up without a reload.
    staleTime: 60_000,
  });

export const useSession = () => useQuery(sessionQueryOptions());

/** The signed-in account as the guards see it (fetched once, then from the cache). */
export async function currentUser(queryClient: QueryClient): Promise<SessionUser | null> {
  return (await queryClient.ensureQueryData(sessionQueryOptions())).user;
}

/** Replaces the session with an answer that carries it (sign-in, welcome, sign-out). */
export function setSession(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.setQueryData<Session>(sessionKeys.current(), { user });
}
