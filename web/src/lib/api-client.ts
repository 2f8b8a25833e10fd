// The one fetch wrapper behind every fetcher: JSON in and out, same-origin cookies, the CSRF header on
// mutations, and an ApiError carrying the API's error body for anything that is not a success.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hearth/shared/constants/http';
import type { HttpMethod } from '@hearth/shared/contracts/endpoint';
import { errorBodySchema, type ErrorCode } from '@hearth/shared/errors';
import { messages } from '@hearth/shared/messages';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (offline, connection refused). */
  readonly status: number;
  readonly error: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(init: { status: number; error: ErrorCode; message: string; fields?: Record<string, string> }) {
    super(init.message);
    this.status = init.status;
    this.error = init.error;
    this.fields = init.fields;
  }
}

export const isApiError = (value: unknown, code?: ErrorCode): value is ApiError =>
  value instanceof ApiError && (code === undefined || value.error === code);

/** Any shared zod schema (only its `parse` is used, so the web workspace needs no zod of its own). */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: Exclude<HttpMethod, 'ANY'>;
  /** Sent as JSON. */
  body?: unknown;
  /** The shared schema the success body must match. */
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
}

const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD';

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!isSafeMethod(method)) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
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

  if (!response.ok) throw await errorFrom(response);
  const body: unknown = response.status === 204 ? undefined : await response.json();
  return options.schema.parse(body);
}

async function errorFrom(response: Response): Promise<ApiError> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return new ApiError({ status: response.status, error: 'INTERNAL', message: messages.generic });
  const { error, message, fields } = parsed.data;
  return new ApiError({ status: response.status, error, message: message || messages.generic, fields });
}
