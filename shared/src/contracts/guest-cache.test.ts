// Which endpoints the edge may answer from a guest's shared copy: the contracts' flag, read by the functions, the
// local gateway and CloudFront alike.
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { type AnyEndpoint, routeKeyOf } from './endpoint.ts';
import {
  carriesSession,
  edgePathPattern,
  guestCacheEndpoints,
  guestCachePathPatterns,
  matchesPathPattern,
} from './guest-cache.ts';

const all = Object.values(catalogue).flatMap((endpoints) => Object.values(endpoints) as AnyEndpoint[]);
/** A concrete path for an endpoint's template. */
const sample = (path: string) => path.replace(/\{\w+\+?\}/g, 'x1');

describe('guestCache endpoints', () => {
  it("are the public reads a guest makes: the frame, feed pages, search, a post, its comments, a comment's thread", () => {
    expect(guestCacheEndpoints(catalogue).map(routeKeyOf).sort()).toEqual([
      'GET /api/v1/categories',
      'GET /api/v1/comments/{commentId}/thread',
      'GET /api/v1/feed',
      'GET /api/v1/layout',
      'GET /api/v1/leaderboard',
      'GET /api/v1/pages/{page}',
      'GET /api/v1/posts/{postId}/comments',
      'GET /api/v1/posts/{slug}',
      'GET /api/v1/search',
      'GET /api/v1/site',
    ]);
  });

  it('are GETs a guest may make on a community host', () => {
    for (const e of guestCacheEndpoints(catalogue)) {
      expect({ key: routeKeyOf(e), method: e.method, auth: e.auth, tenancy: e.tenancy }).toEqual({
        key: routeKeyOf(e),
        method: 'GET',
        auth: 'public',
        // The site answer is a host's own (a community's look, or the owner app's).
        tenancy: routeKeyOf(e) === 'GET /api/v1/site' ? 'site' : 'community',
      });
    }
  });

  it("turn into CloudFront path patterns that front no other endpoint's GET", () => {
    const patterns = guestCachePathPatterns(catalogue);
    expect(patterns).toEqual([
      '/api/v1/comments/*/thread',
      '/api/v1/pages/*',
      '/api/v1/posts/*',
      '/api/v1/categories',
      '/api/v1/feed',
      '/api/v1/layout',
      '/api/v1/leaderboard',
      '/api/v1/search',
      '/api/v1/site',
    ]);
    // A viewer-dependent read under a cached pattern would be keyed with the session cookie and still answer
    // no-store, but the pattern list is kept to the flagged reads so that never has to be relied on.
    const fronted = all.filter(
      (e) => e.method === 'GET' && patterns.some((p) => matchesPathPattern(p, sample(e.path))),
    );
    expect(fronted.every((e) => e.guestCache)).toBe(true);
    expect(fronted).toHaveLength(guestCacheEndpoints(catalogue).length);
  });

  it("matches paths as CloudFront's patterns do: `*` spans slashes, nothing else is special", () => {
    expect(matchesPathPattern('/api/v1/posts/*', '/api/v1/posts/a/comments')).toBe(true);
    expect(matchesPathPattern('/api/v1/posts/*', '/api/v1/posts')).toBe(false);
    expect(matchesPathPattern('/api/v1/feed', '/api/v1/feedx')).toBe(false);
    expect(matchesPathPattern('/api/v1.feed', '/api/v1xfeed')).toBe(false);
  });

  it('maps path parameters, greedy ones too, to a wildcard segment', () => {
    expect(edgePathPattern('/api/v1/posts/{slug}')).toBe('/api/v1/posts/*');
    expect(edgePathPattern('/api/v1/comments/{commentId}/thread')).toBe('/api/v1/comments/*/thread');
    expect(edgePathPattern('/api/{proxy+}')).toBe('/api/*');
  });
});

describe('carriesSession', () => {
  it('finds the session cookie by name in a Cookie header or a cookie list, whatever its value', () => {
    expect(carriesSession('a=1; hearth_id=abc')).toBe(true);
    expect(carriesSession('hearth_id=')).toBe(true);
    expect(carriesSession(['theme=dark', 'hearth_id=abc'])).toBe(true);
  });

  it('is false without it: no cookies, other cookies, a name that only starts the same', () => {
    expect(carriesSession(undefined)).toBe(false);
    expect(carriesSession('')).toBe(false);
    expect(carriesSession('hearth_refresh=r; hearth_idx=1; xhearth_id=2')).toBe(false);
    expect(carriesSession([])).toBe(false);
  });
});
