import * as messages from '@hearth/shared/messages';
import { siteResponseSchema } from '@hearth/shared/schemas/site';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@test/msw-server.ts';
import { member } from '@test/fixtures.ts';
import { ApiError, apiRequest, onSessionRefresh } from './api-client.ts';

const okSchema = { parse: (data: unknown) => data };

/** Counts code compiled with `new Function` until restored. */
function countCompiles() {
  const original = globalThis.Function;
  const counter = {
    count: 0,
    restore: () => {
      globalThis.Function = original;
    },
  };
  globalThis.Function = new Proxy(original, {
    construct(target, args: string[]) {
      counter.count += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  return counter;
}

function recordRequests(method: 'get' | 'post', path: string, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ kind: 'app' }, { status });
    }),
  );
  return seen;
}

describe('apiRequest', () => {
  it('sends the CSRF header on a POST, with the body as JSON', async () => {
    const seen = recordRequests('post', '/api/v1/things');

    await apiRequest('/api/v1/things', { method: 'POST', body: { title: 'Hello' }, schema: okSchema });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.headers.get('x-hearth-csrf')).toBe('1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ title: 'Hello' });
  });

  it('sends no CSRF header on a GET and parses the body with the schema', async () => {
    const seen = recordRequests('get', '/api/v1/site');

    const site = await apiRequest('/api/v1/site', { schema: siteResponseSchema });

    expect(site).toEqual({ kind: 'app' });
    expect(seen[0]?.headers.has('x-hearth-csrf')).toBe(false);
  });

  it('turns an error body into an ApiError', async () => {
    server.use(
      http.post('/api/v1/things', () =>
        HttpResponse.json(
          {
            error: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { title: 'Title is required.' },
          },
          { status: 400 },
        ),
      ),
    );

    const failure = await apiRequest('/api/v1/things', { method: 'POST', body: {}, schema: okSchema }).catch(
      (e: unknown) => e,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { title: 'Title is required.' },
    });
  });

  it('falls back to the generic message when the error body is not ours', async () => {
    server.use(http.get('/api/v1/site', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));

    const failure = await apiRequest('/api/v1/site', { schema: siteResponseSchema }).catch((e: unknown) => e);

    expect(failure).toMatchObject({ status: 502, error: 'INTERNAL', message: messages.generic });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(http.get('/api/v1/site', () => HttpResponse.error()));

    const failure = await apiRequest('/api/v1/site', { schema: siteResponseSchema }).catch((e: unknown) => e);

    expect(failure).toMatchObject({ status: 0, error: 'INTERNAL', message: messages.generic });
  });

  it('parses without compiling code for the schema (a one-off parse: compiling costs more than it saves)', async () => {
    // zod compiles an object schema's parser with `new Function` on its first parse unless told not to; in a browser
    // loading a page that compile, per nested object, cost more main-thread time than the parse itself.
    const shape = () => z.object({ id: z.string(), author: z.object({ name: z.string(), level: z.number() }) });
    const body = { id: 'p1', author: { name: 'Ada', level: 3 } };
    server.use(http.get('/api/v1/thing', () => HttpResponse.json(body)));
    const compiled = countCompiles();
    try {
      shape().parse(body);
      const byPlainParse = compiled.count;
      expect(byPlainParse).toBeGreaterThan(0);

      expect(await apiRequest('/api/v1/thing', { schema: shape() })).toEqual(body);
      expect(compiled.count).toBe(byPlainParse);
    } finally {
      compiled.restore();
    }
  });

  it('rejects a success body that breaks the contract', async () => {
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ kind: 'nonsense' })));

    const failure = await apiRequest('/api/v1/site', { schema: siteResponseSchema }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ApiError);
  });
});

describe('apiRequest: a lazily loaded schema', () => {
  const siteSchema = () => import('@hearth/shared/schemas/site').then((m) => m.siteResponseSchema);

  it('starts loading the schema with the request and parses the body with it', async () => {
    const load = vi.fn(siteSchema);
    let loadsWhenAnswered = -1;
    server.use(
      http.get('/api/v1/site', () => {
        loadsWhenAnswered = load.mock.calls.length;
        return HttpResponse.json({ kind: 'app', extra: 'dropped by the schema' });
      }),
    );

    const site = await apiRequest('/api/v1/site', { schema: load });

    expect(loadsWhenAnswered).toBe(1);
    expect(site).toEqual({ kind: 'app' });
  });

  it('rejects a success body that breaks the contract with the same error as an eager schema', async () => {
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ kind: 'nonsense' })));

    const eager = await apiRequest('/api/v1/site', { schema: siteResponseSchema }).catch((e: unknown) => e);
    const lazy = await apiRequest('/api/v1/site', { schema: siteSchema }).catch((e: unknown) => e);

    expect(lazy).toBeInstanceOf(Error);
    expect(lazy).not.toBeInstanceOf(ApiError);
    expect((lazy as Error).constructor).toBe((eager as Error).constructor);
    expect(lazy).toEqual(eager);
  });

  it('reports an error answer as an ApiError even when the schema could not load', async () => {
    server.use(
      http.get('/api/v1/posts/gone', () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: 'Not found.' }, { status: 404 }),
      ),
    );

    const failure = await apiRequest('/api/v1/posts/gone', {
      schema: () => Promise.reject(new Error('chunk unreachable')),
    }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, error: 'NOT_FOUND', message: 'Not found.' });
  });

  it("fails with the loader's error when a success body has no schema to meet", async () => {
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ kind: 'app' })));
    const unreachable = new Error('chunk unreachable');

    const failure = await apiRequest('/api/v1/site', { schema: () => Promise.reject(unreachable) }).catch(
      (e: unknown) => e,
    );

    expect(failure).toBe(unreachable);
  });
});

describe('apiRequest: silent refresh', () => {
  const expired = () =>
    HttpResponse.json({ error: 'SESSION_EXPIRED', message: messages.sessionExpired }, { status: 401 });

  /** GET /api/v1/things fails with SESSION_EXPIRED until a refresh succeeded, then answers. */
  function serveExpiringSession(refresh: () => Response | Promise<Response>) {
    let fresh = false;
    const calls = { things: 0, refresh: 0 };
    server.use(
      http.get('/api/v1/things', () => {
        calls.things += 1;
        return fresh ? HttpResponse.json({ ok: true }) : expired();
      }),
      http.post('/api/v1/auth/refresh', async ({ request }) => {
        calls.refresh += 1;
        expect(request.headers.get('x-hearth-csrf')).toBe('1');
        const response = await refresh();
        fresh = response.ok;
        return response;
      }),
    );
    return calls;
  }

  it('refreshes once on SESSION_EXPIRED, retries, and tells listeners the renewed account', async () => {
    const calls = serveExpiringSession(() => HttpResponse.json({ user: member }));
    const heard: unknown[] = [];
    const stop = onSessionRefresh((session) => heard.push(session));

    const result = await apiRequest('/api/v1/things', { schema: okSchema });
    stop();

    expect(result).toEqual({ ok: true });
    expect(calls).toEqual({ things: 2, refresh: 1 });
    expect(heard).toEqual([{ user: member }]);
  });

  it('loads a lazy schema once for the request and its retry', async () => {
    const calls = serveExpiringSession(() => HttpResponse.json({ user: member }));
    const load = vi.fn(() => Promise.resolve(okSchema));

    const result = await apiRequest('/api/v1/things', { schema: load });

    expect(result).toEqual({ ok: true });
    expect(calls).toEqual({ things: 2, refresh: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks the refresh answer against its contract: a malformed one leaves the failure standing', async () => {
    const calls = serveExpiringSession(() => HttpResponse.json({ user: { name: 'not an account' } }));
    const heard: unknown[] = [];
    const stop = onSessionRefresh((session) => heard.push(session));

    const failure = await apiRequest('/api/v1/things', { schema: okSchema }).catch((e: unknown) => e);
    stop();

    expect(failure).toMatchObject({ status: 401, error: 'SESSION_EXPIRED' });
    expect(calls).toEqual({ things: 1, refresh: 1 });
    expect(heard).toEqual([]);
  });

  it('shares one refresh between requests that fail together', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const calls = serveExpiringSession(async () => {
      await released;
      return HttpResponse.json({ user: member });
    });

    const requests = Promise.all([1, 2, 3].map(() => apiRequest('/api/v1/things', { schema: okSchema })));
    await vi.waitFor(() => expect(calls.things).toBe(3));
    release();

    expect(await requests).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls).toEqual({ things: 6, refresh: 1 });
  });

  it('ends the session when the refresh is refused, and retries as a guest', async () => {
    let refreshed = false;
    server.use(
      http.get('/api/v1/auth/session', () => (refreshed ? HttpResponse.json({ user: null }) : expired())),
      http.post('/api/v1/auth/refresh', () => {
        refreshed = true;
        return expired();
      }),
    );
    const heard: unknown[] = [];
    const stop = onSessionRefresh((session) => heard.push(session));

    const session = await apiRequest('/api/v1/auth/session', { schema: okSchema });
    stop();

    expect(session).toEqual({ user: null });
    expect(heard).toEqual([{ user: null }]);
  });

  it('does not refresh for other 401s, nor twice for one request', async () => {
    const calls = serveExpiringSession(() => HttpResponse.json({ user: member }));
    server.use(
      http.get('/api/v1/things', () => {
        calls.things += 1;
        return expired();
      }),
      http.get('/api/v1/other', () =>
        HttpResponse.json({ error: 'UNAUTHENTICATED', message: messages.unauthenticated }, { status: 401 }),
      ),
    );

    const other = await apiRequest('/api/v1/other', { schema: okSchema }).catch((e: unknown) => e);
    const things = await apiRequest('/api/v1/things', { schema: okSchema }).catch((e: unknown) => e);

    expect(other).toMatchObject({ status: 401, error: 'UNAUTHENTICATED' });
    expect(things).toMatchObject({ status: 401, error: 'SESSION_EXPIRED' });
    expect(calls).toEqual({ things: 2, refresh: 1 });
  });
});
