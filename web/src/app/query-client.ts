// One QueryClient per page load, shared by every feature.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../features/auth/api/get-session.ts';
import { isApiError } from '../lib/api-client.ts';

/** A 4xx answer will not change on retry; a network failure or 5xx may. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * A read or write refused because the account was banned or timed out (a ban until it ends) since the session was
 * last read: the session is read again at once, so the guards send the member to the ban page (the refusal's own
 * message is shown by the control that failed).
 */
export const changesAccountState = (error: unknown) => isApiError(error, 'ACCOUNT_BANNED');

export function createQueryClient(): QueryClient {
  const rereadSession = (error: unknown) => {
    if (changesAccountState(error)) void client.invalidateQueries({ queryKey: sessionKeys.current() });
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry } },
    queryCache: new QueryCache({ onError: rereadSession }),
    mutationCache: new MutationCache({ onError: rereadSession }),
  });
  return client;
}
