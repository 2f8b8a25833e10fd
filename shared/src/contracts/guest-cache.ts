// The guests' edge cache for public reads: which endpoints take part (the contracts' `guestCache` flag), for how long,
// and the CloudFront path patterns that front them. The functions answer the Cache-Control below, the local gateway
// and CloudFront (infra web stack) keep a guest's answer for that long, keyed on host, path and query, and never
// serve it to a request that carries the session cookie. docs/architecture/request-path.md, aws.md.
import { SESSION_COOKIE } from '../constants/http.ts';
import type { AnyEndpoint } from './endpoint.ts';

/** A catalogue's shape (contracts/catalogue.ts), passed in so that reading a constant here never loads every contract. */
type Catalogue = Record<string, Record<string, AnyEndpoint>>;

/**
 * How long the edge keeps a guest's answer: the most a guest's read lags a write (a write invalidates nothing; a new
 * post, vote or comment reaches guests once the answer they share has aged out). Members are never served from it.
 */
export const GUEST_EDGE_SECONDS = 5;

/** A guest's 200 on a guestCache route: shared caches keep it GUEST_EDGE_SECONDS, browsers revalidate every time. */
export const GUEST_CACHE_CONTROL = `public, max-age=0, s-maxage=${GUEST_EDGE_SECONDS}`;
/** Everything else a guestCache route answers: a member's view, a refusal, a failure. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * How long a shared cache may keep an answer, read from its Cache-Control as the guest cache policy reads it: nothing
 * when it is private, no-store or no-cache or sets a cookie; else s-maxage (or max-age), at most GUEST_EDGE_SECONDS
 * (the policy's maximum TTL); nothing without either (its default TTL is 0). CloudFront's policy says it in AWS; the
 * local edge and the render's own reads (web/src/ssr/shared-reads.ts) read it here.
 */
export function sharedCacheMs(cacheControl: string | undefined, setsCookie: boolean): number {
  const value = (cacheControl ?? '').toLowerCase();
  if (setsCookie || /\b(private|no-store|no-cache)\b/.test(value)) return 0;
  const age = /\bs-maxage=(\d+)/.exec(value) ?? /\bmax-age=(\d+)/.exec(value);
  return age ? Math.min(Number(age[1]), GUEST_EDGE_SECONDS) * 1000 : 0;
}

/** The endpoints whose guest answers the edge may share (every one a GET). */
export function guestCacheEndpoints(source: Catalogue): AnyEndpoint[] {
  return Object.values(source).flatMap((endpoints) => Object.values(endpoints).filter((e) => e.guestCache));
}

/** A CloudFront path pattern for an API path: each `{param}` segment becomes `*` (`/api/v1/posts/{slug}` → `/api/v1/posts/*`). */
export const edgePathPattern = (path: string) =>
  path
    .split('/')
    .map((segment) => (/^\{\w+\+?\}$/.test(segment) ? '*' : segment))
    .join('/');

/** Whether a CloudFront path pattern (`*` any run of characters, slashes too) matches a path. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const literal = (part: string) => part.replace(/[.+?^$|()[\]{}\\]/g, '\\$&');
  return new RegExp('^' + pattern.split('*').map(literal).join('.*') + '$').test(path);
}

/**
 * The path patterns of the guestCache endpoints for CloudFront's cache behaviours: one per endpoint, less the ones
 * another already covers (`/api/v1/posts/*` covers a post's comments path), most specific first.
 */
export function guestCachePathPatterns(source: Catalogue): string[] {
  const patterns = [...new Set(guestCacheEndpoints(source).map((e) => edgePathPattern(e.path)))];
  return patterns
    .filter((p) => !patterns.some((other) => other !== p && matchesPathPattern(other, p)))
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
}

/** Whether a Cookie header (or API Gateway's cookie list) carries the session cookie, whatever its value. */
export function carriesSession(cookies: string | string[] | undefined): boolean {
  const list = typeof cookies === 'string' ? cookies.split(';') : (cookies ?? []);
  return list.some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`));
}
