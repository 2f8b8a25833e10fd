import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@hearth/shared/contracts/endpoint';
import { compileRoutes, matchRoute } from './match.ts';

const e = (method: 'GET' | 'POST' | 'ANY', path: string) =>
  endpoint({
    method,
    path,
    summary: '',
    tenancy: 'none',
    auth: 'public',
    request: {},
    response: z.unknown(),
    errors: [],
  });

const routes = compileRoutes({
  posts: {
    list: e('GET', '/api/v1/posts'),
    one: e('GET', '/api/v1/posts/{postId}'),
    mine: e('GET', '/api/v1/posts/mine'),
    create: e('POST', '/api/v1/posts'),
  },
  system: { anyPosts: e('ANY', '/api/v1/posts/{postId}'), unknown: e('ANY', '/api/{proxy+}') },
});

describe('matchRoute', () => {
  it.each([
    ['GET', '/api/v1/posts', 'GET /api/v1/posts', {}],
    ['POST', '/api/v1/posts', 'POST /api/v1/posts', {}],
    ['GET', '/api/v1/posts/mine', 'GET /api/v1/posts/mine', {}],
    ['GET', '/api/v1/posts/abc', 'GET /api/v1/posts/{postId}', { postId: 'abc' }],
    ['GET', '/api/v1/posts/a%20b', 'GET /api/v1/posts/{postId}', { postId: 'a b' }],
    ['DELETE', '/api/v1/posts/abc', 'ANY /api/v1/posts/{postId}', { postId: 'abc' }],
    ['PUT', '/api/v1/posts', 'ANY /api/{proxy+}', { proxy: 'v1/posts' }],
    ['GET', '/api/nope/deeper', 'ANY /api/{proxy+}', { proxy: 'nope/deeper' }],
  ])('%s %s → %s', (method, path, routeKey, pathParameters) => {
    expect(matchRoute(routes, method, path)).toMatchObject({ routeKey, pathParameters });
  });

  it('does not match outside the API', () => {
    expect(matchRoute(routes, 'GET', '/index.html')).toBeNull();
  });
});
