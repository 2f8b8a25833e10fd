// CloudFront's guest cache behaviours for the API, locally: a GET on a guestCache route (the contracts' flag) without
// the session cookie is answered from the edge cache when a guest's answer for the same host, path, query and
// encoding is there; a request with the session cookie, another route or another method always reaches the Lambda
// (only a lookup is marked `x-cache: Hit|Miss from local edge`).
// What is kept and for how long is the answer's own Cache-Control, read as CloudFront's cache policy reads it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import { routeKeyOf } from '@hearth/shared/contracts/endpoint';
import { carriesSession, guestCacheEndpoints, sharedCacheMs } from '@hearth/shared/contracts/guest-cache';
import type { CachedPage, PageCache } from './page-cache.ts';

type Result = APIGatewayProxyStructuredResultV2;
type Request = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

const GUEST_ROUTES = new Set(guestCacheEndpoints(catalogue).map(routeKeyOf));

export const HIT = 'Hit from local edge';
export const MISS = 'Miss from local edge';

/**
 * Accept-Encoding as CloudFront's cache policy normalises it (gzip and brotli on): `br,gzip`, `gzip` or nothing. It is
 * part of the key and what the Lambda sees, so a key's answer is always encoded the same way.
 */
export function normalizedEncoding(accept: string | string[] | undefined): string | undefined {
  const value = ([] as string[]).concat(accept ?? []).join(',');
  if (/\bbr\b/.test(value)) return /\bgzip\b/.test(value) ? 'br,gzip' : 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return undefined;
}

/** The guests' cache key of an API request, or null when the edge never answers it from the cache. */
export function guestCacheKey(req: Request, routeKey: string): string | null {
  if (req.method !== 'GET' || !GUEST_ROUTES.has(routeKey) || carriesSession(req.headers.cookie)) return null;
  const encoding = normalizedEncoding(req.headers['accept-encoding']) ?? 'identity';
  return `${req.headers.host ?? ''} ${req.url ?? '/'} ${encoding}`;
}

/** How long the edge may keep a Lambda's answer (the guest cache policy's reading of its headers: sharedCacheMs). */
export function edgeTtlMs(result: Pick<Result, 'headers' | 'cookies'>): number {
  const header = Object.entries(result.headers ?? {}).find(([name]) => name.toLowerCase() === 'cache-control');
  return sharedCacheMs(header === undefined ? undefined : String(header[1]), Boolean(result.cookies?.length));
}

/** Answers a guest's read from the cache; false on a miss, after which the request goes on with CloudFront's encoding. */
export function answerFromCache(cache: PageCache | undefined, key: string, req: IncomingMessage, res: ServerResponse) {
  const cached = cache?.get(key);
  if (cached) {
    res.writeHead(cached.status, { ...cached.headers, 'x-cache': HIT });
    res.end(cached.body);
    return true;
  }
  const encoding = normalizedEncoding(req.headers['accept-encoding']);
  if (encoding) req.headers['accept-encoding'] = encoding;
  else delete req.headers['accept-encoding'];
  return false;
}

/** Keeps the Lambda's answer for other guests when its Cache-Control allows, and marks it a miss. */
export function keepForGuests(cache: PageCache | undefined, key: string, result: Result): Result {
  const ttl = edgeTtlMs(result);
  if (cache && ttl > 0) {
    const headers: CachedPage['headers'] = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
    const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
    headers['content-length'] = body.length;
    cache.set(key, { status: result.statusCode ?? 200, headers, body }, ttl);
  }
  return { ...result, headers: { ...result.headers, 'x-cache': MISS } };
}
