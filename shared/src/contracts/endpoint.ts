// An endpoint contract: method, path, who may call it and its zod schemas. The functions bind handlers to these;
// the local gateway and the CDK HTTP API route by them; the OpenAPI document and the SPA's fetchers read them.
import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

/** Which hosts answer: none (host-agnostic), any known site, communities only, or the owner app only. */
export type TenancyRule = 'none' | 'site' | 'community' | 'app';
/**
 * `public`: anyone, with the session read when there is one; `user`: a session is required; `none`: the session is
 * never read, for pages a browser navigates to (the social sign-in popup), where a stale session cookie's 401 would
 * end the page instead of letting the SPA refresh it.
 */
export type AuthRule = 'public' | 'user' | 'none';

export interface RequestContract {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export interface Endpoint<R extends RequestContract = RequestContract, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/v1/posts/{postId}`; greedy `{proxy+}`. */
  path: string;
  summary: string;
  tenancy: TenancyRule;
  auth: AuthRule;
  request: R;
  /** The success body. */
  response: O;
  /** Success status (200 unless said). */
  status?: number;
  /**
   * The body's media type when it is not JSON: `text/html` routes answer a document (the handler returns it as a
   * string body), for pages a browser navigates to, like the social sign-in popup's steps. `text/event-stream` routes
   * stream their answer as server-sent events while it is written: they are served by the domain's streaming entry
   * (a Lambda function URL in response-streaming mode behind the edge), never through the HTTP API, which buffers.
   */
  contentType?: 'text/html' | 'text/event-stream';
  /** Error statuses the endpoint can answer with, for the OpenAPI document. */
  errors: number[];
  /**
   * The request carries its own proof instead of the CSRF header: a signed, member-bound token in the URL that a mail
   * client POSTs without custom headers (one-click unsubscribe, RFC 8058).
   */
  signedLink?: boolean;
  /**
   * The request proves itself by a signature over its raw body (a payment provider's webhook): no CSRF header, and
   * the body reaches the handler as it came (`rawBody`), within the size limit, never parsed, so the signature can
   * be checked over the exact bytes.
   */
  signedBody?: boolean;
  /**
   * A page's beacon (`navigator.sendBeacon`): it cannot send the CSRF header or choose a JSON content type, so neither
   * is asked for; the body is read as JSON whatever its type. Only for endpoints whose effect is analytics.
   */
  beacon?: boolean;
  /** Part of the documented public API for API-key holders. */
  publicApi?: boolean;
  /**
   * Authenticated by an API key (`Authorization: Bearer <key>`, docs/architecture/users-api.md) of the host's
   * community instead of a session: `read` takes any key, `write` a read-write key. No CSRF header is asked for (a
   * browser never sends the bearer header cross-site on its own); the session cookie is never read.
   */
  apiKey?: 'read' | 'write';
  /**
   * A GET whose answer to a guest (no session cookie) depends only on the host, path and query, never on the viewer:
   * the edge (CloudFront, the local gateway) may keep a guest's 200 for GUEST_EDGE_SECONDS and serve it to other
   * guests of the same host; a request with a session cookie is never served from it (contracts/guest-cache.ts).
   */
  guestCache?: boolean;
}

export function endpoint<R extends RequestContract, O extends z.ZodType>(e: Endpoint<R, O>): Endpoint<R, O> {
  return e;
}

export type AnyEndpoint = Endpoint<RequestContract, z.ZodType>;

export const routeKeyOf = (e: Pick<AnyEndpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
