// The one fetch wrapper behind every fetcher: JSON in and out, same-origin cookies, the CSRF header on
// mutations, an ApiError carrying the API's error body for anything that is not a success, and the silent
// session refresh (an expired session is renewed once from the refresh cookie and the request retried).
// It imports no zod: error bodies are checked by hand (isErrorBody), and a response schema may arrive lazily.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hearth/shared/constants/http';
import type { HttpMethod } from '@hearth/shared/contracts/endpoint';
import { authRoutes } from '@hearth/shared/contracts/core-routes';
import { isErrorBody, type ErrorCode } from '@hearth/shared/error-codes';
import type { ProblemCode } from '@hearth/shared/problems';
import * as messages from '@hearth/shared/core-messages';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { takeEarlyResponse } from './early-requests.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (offline, connection refused). */
  readonly status: number;
  readonly error: ErrorCode;
  /** The specific refusal (shared/src/problems.ts), when the API named one. */
  readonly reason: ProblemCode | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(init: {
    status: number;
    error: ErrorCode;
    reason?: ProblemCode | undefined;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.status = init.status;
    this.error = init.error;
    this.reason = init.reason;
    this.fields = init.fields;
  }
}

export const isApiError = (value: unknown, code?: ErrorCode): value is ApiError =>
  value instanceof ApiError && (code === undefined || value.error === code);

/** Any shared zod schema (only its `parse` is used). */
export interface ResponseSchema<T> {
  parse(data: unknown, params?: { jitless?: boolean }): T;
}

/**
 * Response bodies are parsed without zod's compiled fast path: zod compiles each object schema's parser (one
 * `new Function` per nested object) on its first parse, which pays off over many parses of one schema but not in a
 * page that parses each response once. On the post page at a phone's CPU it was most of zod's main-thread time
 * (docs/benchmarks.md); parsed without it, the same bodies take a tenth of the time.
 */
const PARSE = { jitless: true } as const;

/**
 * The success schema, or a function that imports it. Fetchers that run on a tree's first render pass the loader,
 * `() => import('@hearth/shared/contracts/posts').then((m) => m.getFeed.response)`: apiRequest calls it as the
 * request starts, so zod and the schema modules download while the request is in flight instead of delaying the
 * first page, and every success body is still parsed before it is returned.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export interface ApiRequestOptions<T> {
  method?: Exclude<HttpMethod, 'ANY'>;
  /** Sent as JSON. */
  body?: unknown;
  /** The shared schema the success body must match (or its loader). */
  schema: SchemaSource<T>;
  signal?: AbortSignal;
}

/** What a silent refresh learned: the renewed account, or `null` when the session is over. */
export type SessionListener = (session: { user: SessionUser | null }) => void;

const sessionListeners = new Set<SessionListener>();

/** Hears every silent refresh's outcome (the session query keeps itself in step this way). */
export function onSessionRefresh(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD';

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const schema = loadSchema(options.schema);
  const response = await apiResponse(path, options);
  const body: unknown = response.status === 204 ? undefined : await response.json();
  return (await schema).parse(body, PARSE);
}

/**
 * The success response itself, for an answer read as it arrives (a stream of events): the same headers, session
 * refresh and ApiError as apiRequest; `headers` are sent besides the usual ones.
 */
export async function apiResponse(
  path: string,
  options: Omit<ApiRequestOptions<unknown>, 'schema'> & { headers?: Record<string, string> },
): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && path !== authRoutes.refreshSession.path) {
    const failure = await errorFrom(response);
    if (failure.error !== 'SESSION_EXPIRED') throw failure;
    // Renewed, or over (the refresh answer cleared the cookies, so the retry is a guest's request): either way
    // the request is tried once more. Only a refresh that got no answer leaves the first failure standing.
    if ((await renewSession()) === 'unreachable') throw failure;
    response = await send(path, options);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/**
 * Starts loading a lazy schema at once. A failed load (the schema's chunk unreachable) rejects the request with
 * the loader's own error, but only once a success body waits for the schema: an error answer reports itself.
 */
function loadSchema<T>(source: SchemaSource<T>): Promise<ResponseSchema<T>> {
  if (typeof source !== 'function') return Promise.resolve(source);
  const loading = source();
  loading.catch(() => undefined);
  return loading;
}

async function send(
  path: string,
  options: Omit<ApiRequestOptions<unknown>, 'schema'> & { headers?: Record<string, string> },
): Promise<Response> {
  const method = options.method ?? 'GET';
  const early = method === 'GET' ? takeEarlyResponse(path) : undefined;
  if (early) {
    try {
      return await early;
    } catch {
      // The early request failed (offline at load): this one asks again.
    }
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!isSafeMethod(method)) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, error: 'INTERNAL', message: messages.generic });
  }
}

type RenewOutcome = 'renewed' | 'ended' | 'unreachable';

/** One refresh at a time: requests that fail together wait for the same one. */
let renewing: Promise<RenewOutcome> | null = null;

function renewSession(): Promise<RenewOutcome> {
  renewing ??= (async (): Promise<RenewOutcome> => {
    let session: { user: SessionUser | null };
    try {
      session = await apiRequest(authRoutes.refreshSession.path, {
        method: 'POST',
        schema: () => import('@hearth/shared/schemas/session').then((m) => m.sessionResponseSchema),
      });
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) return 'unreachable';
      session = { user: null };
    }
    for (const listener of sessionListeners) listener(session);
    return session.user ? 'renewed' : 'ended';
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isErrorBody(body))
    return new ApiError({ status: response.status, error: 'INTERNAL', message: messages.generic });
  const { error, reason, message, fields } = body;
  return new ApiError({ status: response.status, error, reason, message: message || messages.generic, fields });
}
