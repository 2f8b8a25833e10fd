// What this host's sign-in and sign-up forms offer: social providers and the password minimum.
import { authRoutes } from '@hearth/shared/contracts/core-routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const authOptionsKeys = {
  all: ['auth-options'] as const,
};

export function getAuthOptions(signal?: AbortSignal) {
  return apiRequest(authRoutes.getAuthOptions.path, {
    schema: () => import('@hearth/shared/contracts/auth').then((m) => m.getAuthOptions.response),
    signal,
  });
}

export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authOptionsKeys.all,
    queryFn: ({ signal }) => getAuthOptions(signal),
    // Deployment configuration: it does not change while a page is open.
    staleTime: Infinity,
  });

/** Suspends until the options arrive (routes preload them; the login modal waits for them). */
export const useAuthOptions = () => useSuspenseQuery(authOptionsQueryOptions()).data;
