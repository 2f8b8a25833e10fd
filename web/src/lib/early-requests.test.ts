import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authRoutes, communityRoutes } from '@hearth/shared/contracts/routes';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@test/msw-server.ts';
import { apiRequest } from './api-client.ts';
import { EARLY_PATHS } from './early-requests.ts';

const okSchema = { parse: (data: unknown) => data };

afterEach(() => {
  delete window.__hearthEarly;
});

describe('early requests', () => {
  it('index.html requests exactly the early paths, which are the site, session and layout routes', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const requested = [...html.matchAll(/'(\/api\/v1\/[^']+)'/g)].map((m) => m[1]);
    expect(new Set(requested)).toEqual(new Set(EARLY_PATHS));
    expect([...EARLY_PATHS].sort()).toEqual(
      [communityRoutes.getSite.path, authRoutes.getSession.path, communityRoutes.getLayout.path].sort(),
    );
  });

  it('answers the first GET of a path from its early response, and asks the network after that', async () => {
    let fetched = 0;
    server.use(
      http.get('/api/v1/site', () => {
        fetched += 1;
        return HttpResponse.json({ kind: 'app', from: 'network' });
      }),
    );
    window.__hearthEarly = {
      '/api/v1/site': Promise.resolve(Response.json({ kind: 'community', from: 'early' })),
    };
    expect(await apiRequest('/api/v1/site', { schema: okSchema })).toEqual({ kind: 'community', from: 'early' });
    expect(fetched).toBe(0);
    expect(await apiRequest('/api/v1/site', { schema: okSchema })).toEqual({ kind: 'app', from: 'network' });
    expect(fetched).toBe(1);
  });

  it('asks again when the early request failed, and never answers a POST from it', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/v1/site', () => {
        seen.push('GET');
        return HttpResponse.json({ kind: 'app' });
      }),
      http.post('/api/v1/auth/session', () => {
        seen.push('POST');
        return HttpResponse.json({ ok: true });
      }),
    );
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    window.__hearthEarly = {
      '/api/v1/site': failed,
      '/api/v1/auth/session': Promise.resolve(Response.json({ user: null })),
    };
    expect(await apiRequest('/api/v1/site', { schema: okSchema })).toEqual({ kind: 'app' });
    expect(await apiRequest('/api/v1/auth/session', { method: 'POST', schema: okSchema })).toEqual({ ok: true });
    expect(seen).toEqual(['GET', 'POST']);
  });

  it('marks an early path read on its first GET, answered early or not, so a later early request is never used', async () => {
    server.use(http.get('/api/v1/auth/session', () => HttpResponse.json({ user: null })));
    window.__hearthEarly = {};
    await apiRequest('/api/v1/auth/session', { schema: okSchema });
    expect('/api/v1/auth/session' in window.__hearthEarly).toBe(true);
    expect(window.__hearthEarly['/api/v1/auth/session']).toBeUndefined();
  });
});
