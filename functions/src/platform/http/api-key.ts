// The API-key step of the middy chain, for endpoints the public REST API serves (`apiKey` in the contract): a key in
// the query string is refused (400), the bearer is checked by the verifier the domain's entry hands in (401 for a
// missing, malformed, unknown, disabled or deleted key, or another community's), a read key writing is refused
// (403), and the key's rate limit (429) is counted. The answer, refused or not, carries the X-RateLimit headers.
import * as apiKeyMessages from '@hearth/shared/api-key-messages';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { AppError } from './errors.ts';
import type { Tenant } from '../tenancy/resolve.ts';

/** Who an API key speaks for: its community, the key and the community's owner (whose rights a call uses). */
export interface ApiKeyCaller {
  keyId: string;
  communityId: string;
  scope: 'read' | 'read-write';
  ownerMemberId: string;
}

/** The key's window: how many calls it may make, how many remain and when the window ends (epoch seconds). */
export interface RateWindow {
  limit: number;
  remaining: number;
  resetAt: number;
}

export interface ApiKeyVerifier {
  /** The caller the bearer token names on this tenant, or null when it names none that may call. */
  verify(token: string, tenant: Tenant, now: number): Promise<ApiKeyCaller | null>;
  /** Counts one call of the key in its window. */
  count(caller: ApiKeyCaller, now: number): Promise<RateWindow>;
}

/** Query parameters that look like someone put a key in the URL. */
const KEY_PARAMS = new Set(['api_key', 'apikey', 'api-key', 'key', 'token', 'access_token', 'bearer']);

const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/;

export const invalidKey = () => new AppError(401, 'UNAUTHENTICATED', apiKeyMessages.apiKeyInvalid);

/** 400 when the query string carries what looks like a key (by name, or by a value with the keys' prefix). */
export function assertNoKeyInQuery(query: Record<string, string | undefined> | undefined, keyPrefix: string) {
  for (const [name, value] of Object.entries(query ?? {})) {
    if (KEY_PARAMS.has(name.toLowerCase()) || value?.startsWith(keyPrefix)) {
      const fields = { [name]: apiKeyMessages.apiKeyInQuery };
      throw new AppError(400, 'BAD_REQUEST', apiKeyMessages.apiKeyInQuery, fields, undefined, 'API_KEY_IN_QUERY');
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none of that shape. */
export function bearerToken(header: string | undefined): string | null {
  return header ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}

export function rateHeaders(window: RateWindow, now: number): Record<string, string> {
  return {
    'x-ratelimit-limit': String(window.limit),
    'x-ratelimit-remaining': String(Math.max(0, window.remaining)),
    'x-ratelimit-reset': String(window.resetAt),
    ...(window.remaining < 0 ? { 'retry-after': String(Math.max(1, window.resetAt - Math.floor(now / 1000))) } : {}),
  };
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

/**
 * The chain's step for an API-key endpoint: `tenant` is what the tenancy step found; `merge` hands the caller to the
 * handler. The rate headers go on every answer after the key is known, the refusals' included.
 */
export function apiKeyAuthentication(
  endpoint: AnyEndpoint,
  verifier: ApiKeyVerifier | undefined,
  keyPrefix: string,
  tenantOf: (event: Event) => Tenant | null | undefined,
  merge: (event: Event, caller: ApiKeyCaller) => void,
): MiddlewareObj<Event, Result> {
  const headersFor = new WeakMap<Event, Record<string, string>>();
  return {
    before: async ({ event }) => {
      assertNoKeyInQuery(event.queryStringParameters, keyPrefix);
      const tenant = tenantOf(event);
      const token = bearerToken(event.headers.authorization);
      const now = Date.now();
      const caller = token && tenant && verifier ? await verifier.verify(token, tenant, now) : null;
      if (!caller) throw invalidKey();
      const window = await verifier!.count(caller, now);
      headersFor.set(event, rateHeaders(window, now));
      if (window.remaining < 0) throw new AppError(429, 'RATE_LIMITED', apiKeyMessages.apiKeyRateLimited);
      if (endpoint.apiKey === 'write' && caller.scope !== 'read-write') {
        throw new AppError(403, 'FORBIDDEN', apiKeyMessages.apiKeyReadOnly, undefined, undefined, 'API_KEY_READ_ONLY');
      }
      merge(event, caller);
    },
    after: async ({ event, response }) => {
      const extra = headersFor.get(event);
      if (response && extra) response.headers = { ...response.headers, ...extra };
    },
    // Runs before the chain's error mapper turns the error into the answer, which copies the error's headers.
    onError: async ({ event, error }) => {
      const extra = headersFor.get(event);
      if (extra && error instanceof AppError) error.headers = { ...extra, ...error.headers };
    },
  };
}
