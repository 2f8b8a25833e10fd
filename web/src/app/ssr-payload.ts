// The query cache a server render used, carried to the browser so the first client render is the same page:
// dehydrated on the server (API errors included, so a missing post hydrates as the same "Content Not Found"),
// revived before hydration. Both directions of the format live here, the server render (web/src/ssr) writing it.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** What a server-rendered page hands the client (window.__hearthSsr). */
export interface SsrPayload {
  /** The render's clock, so relative times ("3 hours ago") hydrate with the text the server wrote. */
  now: number;
  state: DehydratedState;
}

declare global {
  interface Window {
    __hearthSsr?: SsrPayload;
  }
}

interface PlainApiError {
  __apiError: true;
  status: number;
  error: ApiError['error'];
  reason?: ApiError['reason'];
  message: string;
  fields?: Record<string, string> | undefined;
}

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof value === 'object' && value !== null && (value as { __apiError?: unknown }).__apiError === true;

/** The cache's settled queries (successes and API refusals; nothing still in flight). */
export function dehydrateForClient(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: PlainApiError = {
        __apiError: true,
        status: error.status,
        error: error.error,
        reason: error.reason,
        message: error.message,
        fields: error.fields,
      };
      query.state = { ...query.state, error: plain as never };
    }
  }
  return state;
}

/** The payload's state with its API errors as ApiError again (the pages test them with isApiError). */
export function reviveState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isPlainApiError(error)) return query;
      const revived = new ApiError({
        status: error.status,
        error: error.error,
        reason: error.reason,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
      return { ...query, state: { ...query.state, error: revived as never } };
    }),
  };
}
