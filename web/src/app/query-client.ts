// One QueryClient per page load, shared by every feature.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

/** A 4xx answer will not change on retry; a network failure or 5xx may. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
