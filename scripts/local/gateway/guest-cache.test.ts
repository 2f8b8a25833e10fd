// The local edge's rules for guests' API reads, as CloudFront's guest cache behaviours apply them: what is a key,
// what bypasses the cache, how long an answer is kept; and the edge's own clock and write rule.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { GUEST_CACHE_CONTROL, GUEST_EDGE_SECONDS, PRIVATE_CACHE_CONTROL } from '@hearth/shared/contracts/guest-cache';
import { edgeTtlMs, guestCacheKey, normalizedEncoding } from './guest-cache.ts';
import { createPageCache, parseEdgeControl } from './page-cache.ts';

const FEED = 'GET /api/v1/feed';
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'demo.localhost:4321', ...headers } }) as unknown as IncomingMessage;

describe('the guests’ cache key', () => {
  it('is the host, the path with its query and the normalised encoding', () => {
    expect(guestCacheKey(request('/api/v1/feed?sort=new'), FEED)).toBe(
      'demo.localhost:4321 /api/v1/feed?sort=new identity',
    );
    const br = request('/api/v1/feed', { 'accept-encoding': 'gzip, deflate, br' });
    expect(guestCacheKey(br, FEED)).toBe('demo.localhost:4321 /api/v1/feed br,gzip');
  });

  it('differs by host, so one community never gets another’s answer, and by query', () => {
    const demo = guestCacheKey(request('/api/v1/feed'), FEED);
    const other = guestCacheKey(request('/api/v1/feed', { host: 'other.localhost:4321' }), FEED);
    expect(other).not.toBe(demo);
    expect(guestCacheKey(request('/api/v1/feed?sort=top'), FEED)).not.toBe(demo);
  });

  it('is none with the session cookie present, whatever else the request carries', () => {
    expect(guestCacheKey(request('/api/v1/feed', { cookie: 'hearth_id=abc' }), FEED)).toBeNull();
    expect(guestCacheKey(request('/api/v1/feed', { cookie: 'theme=dark; hearth_id=' }), FEED)).toBeNull();
    // A cookie that is not the session keeps the reader a guest.
    expect(guestCacheKey(request('/api/v1/feed', { cookie: 'theme=dark' }), FEED)).not.toBeNull();
  });

  it('is none on a viewer-dependent route', () => {
    for (const routeKey of [
      'GET /api/v1/auth/session',
      'GET /api/v1/notifications',
      'GET /api/v1/notifications/unread',
    ]) {
      expect(guestCacheKey(request('/api/v1/x'), routeKey), routeKey).toBeNull();
    }
  });

  it('is none for any method but GET', () => {
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      expect(guestCacheKey(request('/api/v1/feed', {}, method), FEED), method).toBeNull();
    }
  });

  it('normalises Accept-Encoding as CloudFront does: br and gzip, gzip, or nothing', () => {
    expect(normalizedEncoding('br')).toBe('br');
    expect(normalizedEncoding('gzip, deflate')).toBe('gzip');
    expect(normalizedEncoding(['deflate', 'identity'])).toBeUndefined();
    expect(normalizedEncoding(undefined)).toBeUndefined();
  });
});

describe('how long an answer is kept', () => {
  const answer = (cacheControl: string, cookies?: string[]) => ({
    headers: { 'Cache-Control': cacheControl },
    ...(cookies ? { cookies } : {}),
  });

  it('is the s-maxage of a guest’s answer', () => {
    expect(edgeTtlMs(answer(GUEST_CACHE_CONTROL))).toBe(GUEST_EDGE_SECONDS * 1000);
  });

  it('is nothing for a private, no-store or no-cache answer, one that sets a cookie, or one without an age', () => {
    for (const value of [PRIVATE_CACHE_CONTROL, 'no-store', 'no-cache', 'public, max-age=0', '']) {
      expect(edgeTtlMs(answer(value)), value).toBe(0);
    }
    expect(edgeTtlMs(answer(GUEST_CACHE_CONTROL, ['a=1']))).toBe(0);
  });

  it('is never longer than the guests’ TTL (the cache policy’s maximum)', () => {
    expect(edgeTtlMs(answer('public, s-maxage=3600'))).toBe(GUEST_EDGE_SECONDS * 1000);
  });
});

describe('the local edge cache', () => {
  const page = { status: 200, headers: {}, body: Buffer.from('x') };

  it('keeps an answer until its TTL has passed on its clock, then forgets it', () => {
    const cache = createPageCache();
    cache.control({ frozen: true });
    cache.set('k', page, 5000);
    cache.control({ advanceSeconds: 4.999 });
    expect(cache.get('k')).toBe(page);
    cache.control({ advanceSeconds: 0.001 });
    expect(cache.get('k')).toBeUndefined();
  });

  it('empties on a write by default, and keeps its answers across writes when told to, as CloudFront does', () => {
    const cache = createPageCache();
    cache.set('k', page);
    cache.written();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.control({ writesPurge: false })).toEqual({ writesPurge: false, frozen: false });
    cache.set('k', page);
    cache.written();
    expect(cache.get('k')).toBe(page);
    cache.purge();
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps nothing for a TTL of 0, and drops the least recently used answer when full', () => {
    const cache = createPageCache(60_000, 2);
    cache.set('zero', page, 0);
    expect(cache.get('zero')).toBeUndefined();
    cache.set('a', page);
    cache.set('b', page);
    cache.get('a');
    cache.set('c', page);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(page);
  });

  it('accepts only its own settings from /_dev/edge', () => {
    expect(parseEdgeControl(Buffer.from('{"frozen":true,"advanceSeconds":5}'))).toEqual({
      frozen: true,
      advanceSeconds: 5,
    });
    for (const body of ['{"frozen":"yes"}', '{"advanceSeconds":-1}', '{"other":1}', '[]', 'nope']) {
      expect(parseEdgeControl(Buffer.from(body)), body).toBeNull();
    }
  });
});
