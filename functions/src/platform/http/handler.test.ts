// The middy chain every route runs through, driven with API Gateway v2 events as Lambda receives them.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoint } from '@hearth/shared/contracts/endpoint';
import { resetConfig } from '../config.ts';
import { clientIp } from './client-ip.ts';
import * as messages from '@hearth/shared/messages';
import { AppError, tooManyRequests } from './errors.ts';
import type { AccountLookup } from '../auth/accounts.ts';
import { createDomainHandler, errorResponse } from './handler.ts';
import { deferredRoutes, route } from './route.ts';

const createThing = endpoint({
  method: 'POST',
  path: '/api/v1/things',
  summary: 'test',
  tenancy: 'none',
  auth: 'public',
  request: {
    body: z.object({ name: z.string().min(1, 'Name is required').max(5), count: z.number().int().optional() }),
  },
  response: z.object({ name: z.string(), count: z.number() }),
  status: 201,
  errors: [],
});
const listThings = endpoint({
  method: 'GET',
  path: '/api/v1/things/{kind}',
  summary: 'test',
  tenancy: 'none',
  auth: 'public',
  request: {
    params: z.object({ kind: z.enum(['a', 'b']) }),
    query: z.object({ limit: z.coerce.number().int().max(50).default(20) }),
  },
  response: z.object({ kind: z.string(), limit: z.number() }),
  errors: [],
});
const failing = endpoint({
  ...listThings,
  method: 'DELETE',
  path: '/api/v1/fail/{how}',
  request: { params: z.object({ how: z.string() }) },
});
const mine = endpoint({ ...listThings, path: '/api/v1/mine', auth: 'user', request: {} });
const page = endpoint({
  ...listThings,
  path: '/api/v1/page',
  auth: 'none',
  request: {},
  response: z.string(),
  contentType: 'text/html',
});

const whoami = endpoint({
  ...listThings,
  path: '/api/v1/whoami',
  request: {},
  response: z.object({ ip: z.string(), headers: z.array(z.string()) }),
});

const signedHook = endpoint({
  ...listThings,
  method: 'POST',
  path: '/api/v1/hook',
  request: {},
  signedBody: true,
  response: z.object({ raw: z.string().nullable() }),
});

/** No staff records and no cutoffs: these routes are public, or meet no session. */
const noAccounts: AccountLookup = { staffIn: async () => null, sessionCutoff: async () => null };

const handler = createDomainHandler(
  [
    route(whoami, async ({ event }) => ({ body: { ip: clientIp(event), headers: Object.keys(event.headers) } })),
    route(createThing, async ({ body }) => ({ body: { name: body.name, count: body.count ?? 0 } })),
    route(listThings, async ({ params, query }) => ({ body: { kind: params.kind, limit: query.limit } })),
    route(failing, async ({ params }) => {
      if (params.how === 'app') throw new AppError(409, 'CONFLICT', 'Already there.');
      if (params.how === 'decode') decodeURIComponent('%E0%A4%A');
      if (params.how === 'expired') {
        throw new AppError(401, 'SESSION_EXPIRED', 'Expired.', undefined, ['hearth_id=; Max-Age=0; Path=/']);
      }
      throw new Error('database exploded');
    }),
    route(mine, async () => ({ body: { kind: 'x', limit: 1 } })),
    route(signedHook, async ({ rawBody }) => ({ body: { raw: rawBody ?? null } })),
    route(page, async ({ actor }) => ({
      status: 418,
      body: `<p>${actor === null ? 'no session read' : 'session'}</p>`,
      cookies: ['a=1'],
    })),
  ],
  noAccounts,
);

function event(
  routeKey: string,
  init: Partial<APIGatewayProxyEventV2> & { method?: string } = {},
): APIGatewayProxyEventV2 {
  const [method, path] = routeKey.split(' ') as [string, string];
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'app.localhost', ...init.headers },
    requestContext: {
      accountId: 'x',
      apiId: 'x',
      domainName: 'app.localhost',
      domainPrefix: 'app',
      http: { method: init.method ?? method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'req-1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
    ...init,
  } as APIGatewayProxyEventV2;
}

const context = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const call = async (e: APIGatewayProxyEventV2) => {
  const res = await handler(e, context);
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
};
const post = (body: string | undefined, headers: Record<string, string> = {}) =>
  event('POST /api/v1/things', {
    ...(body !== undefined ? { body } : {}),
    headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1', ...headers },
  });

describe('a signed-body route', () => {
  const hook = (body: string, init: Partial<APIGatewayProxyEventV2> = {}) =>
    event('POST /api/v1/hook', { body, headers: { 'content-type': 'application/json; charset=utf-8' }, ...init });

  it('hands its handler the body as sent, byte for byte, without the CSRF header', async () => {
    const body = '{"id": "evt_1",\n  "n": 1.50}';
    expect(await call(hook(body))).toMatchObject({ status: 200, body: { raw: body } });
    const binary = hook(Buffer.from(body).toString('base64'), { isBase64Encoded: true });
    expect(await call(binary)).toMatchObject({ status: 200, body: { raw: body } });
  });

  it('still refuses a body over the size limit, and other routes still need the CSRF header', async () => {
    expect((await call(hook('x'.repeat(300 * 1024)))).status).toBe(413);
    const res = await call(post(JSON.stringify({ name: 'abc' }), { 'x-hearth-csrf': '' }));
    expect(res).toMatchObject({ status: 403, body: { error: 'CSRF_REQUIRED' } });
  });
});

describe('createDomainHandler', () => {
  it('parses, validates and answers with the endpoint status', async () => {
    const res = await call(post(JSON.stringify({ name: 'abc', count: 2 })));
    expect(res).toMatchObject({ status: 201, body: { name: 'abc', count: 2 } });
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('names the bad field in a 400', async () => {
    const res = await call(post(JSON.stringify({ name: '', count: 'two' })));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { name: 'Name is required', count: expect.any(String) },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await call(post('{"name": '));
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers a missing body with 400', async () => {
    expect((await call(post(undefined))).status).toBe(400);
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await call(post('name=abc', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(res).toMatchObject({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers an oversized body with 413', async () => {
    const res = await call(post(JSON.stringify({ name: 'x'.repeat(300_000) })));
    expect(res).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses a mutation without the CSRF header', async () => {
    const res = await call(post(JSON.stringify({ name: 'abc' }), { 'x-hearth-csrf': '' }));
    expect(res).toMatchObject({ status: 403, body: { error: 'CSRF_REQUIRED' } });
  });

  it('validates path and query parameters, naming them', async () => {
    const ok = await call(
      event('GET /api/v1/things/{kind}', { pathParameters: { kind: 'a' }, queryStringParameters: { limit: '7' } }),
    );
    expect(ok).toMatchObject({ status: 200, body: { kind: 'a', limit: 7 } });
    const bad = await call(
      event('GET /api/v1/things/{kind}', { pathParameters: { kind: 'z' }, queryStringParameters: { limit: '99' } }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['params.kind', 'query.limit']);
  });

  it('maps AppError to its status and code, and anything else to a logged 500 without details', async () => {
    const conflict = await call(
      event('DELETE /api/v1/fail/{how}', { pathParameters: { how: 'app' }, headers: { 'x-hearth-csrf': '1' } }),
    );
    expect(conflict).toMatchObject({ status: 409, body: { error: 'CONFLICT', message: 'Already there.' } });
    const fault = await call(
      event('DELETE /api/v1/fail/{how}', { pathParameters: { how: 'boom' }, headers: { 'x-hearth-csrf': '1' } }),
    );
    expect(fault).toMatchObject({
      status: 500,
      body: { error: 'INTERNAL', message: 'Something went wrong, please try again.' },
    });
    expect(JSON.stringify(fault.body)).not.toContain('exploded');
  });

  it('sends the cookies an AppError carries (a failed refresh clears the session)', async () => {
    const res = await handler(
      event('DELETE /api/v1/fail/{how}', { pathParameters: { how: 'expired' }, headers: { 'x-hearth-csrf': '1' } }),
      context,
    );
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toEqual(['hearth_id=; Max-Age=0; Path=/']);
  });

  it('answers 401 on a user route without a session', async () => {
    const res = await call(event('GET /api/v1/mine'));
    expect(res).toMatchObject({ status: 401, body: { error: 'UNAUTHENTICATED' } });
  });

  it('answers an HTML route with its document as-is, without reading the session', async () => {
    const res = (await handler(event('GET /api/v1/page', { cookies: ['hearth_id=stale'] }), {} as Context)) as {
      statusCode: number;
      headers: Record<string, string>;
      cookies: string[];
      body: string;
    };
    expect(res).toMatchObject({ statusCode: 418, cookies: ['a=1'], body: '<p>no session read</p>' });
    expect(res.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  });

  it('answers a badly percent-encoded session cookie with 400 JSON on every route that reads it', async () => {
    const res = await call(event('GET /api/v1/mine', { cookies: ['hearth_id=%E0%A4%A'] }));
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'A cookie in this request is not validly encoded.' },
    });
  });

  it('answers any URIError from decoding client input with 400, never 500', async () => {
    const res = await call(
      event('DELETE /api/v1/fail/{how}', { pathParameters: { how: 'decode' }, headers: { 'x-hearth-csrf': '1' } }),
    );
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'The request is not validly encoded.' },
    });
  });

  it('answers an unknown routeKey with ROUTE_NOT_FOUND', async () => {
    expect(await call(event('GET /api/v1/unknown'))).toMatchObject({ status: 404, body: { error: 'ROUTE_NOT_FOUND' } });
  });
});

describe('the edge guard (requests must come through CloudFront or the local gateway)', () => {
  const SECRET = 'origin-secret-for-tests';
  const whoamiEvent = (headers: Record<string, string>) =>
    event('GET /api/v1/whoami', { headers: { host: 'app.localhost', ...headers } });
  afterEach(() => {
    delete process.env.ORIGIN_SECRET;
    resetConfig();
  });

  it('refuses a request without the origin secret, or with a wrong one, before anything else', async () => {
    process.env.ORIGIN_SECRET = SECRET;
    resetConfig();
    const attempts: Record<string, string>[] = [
      {},
      { 'x-hearth-origin-secret': 'guess' },
      { 'x-hearth-origin-secret': `${SECRET}x` },
    ];
    for (const headers of attempts) {
      const res = await call(whoamiEvent({ ...headers, 'x-hearth-viewer-ip': '203.0.113.9' }));
      expect(res).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    }
  });

  it('trusts the viewer address of a request that carries the secret, and hides the secret from handlers', async () => {
    process.env.ORIGIN_SECRET = SECRET;
    resetConfig();
    const res = await call(whoamiEvent({ 'x-hearth-origin-secret': SECRET, 'x-hearth-viewer-ip': '203.0.113.9' }));
    expect(res.status).toBe(200);
    expect(res.body.ip).toBe('203.0.113.9');
    expect(res.body.headers).not.toContain('x-hearth-origin-secret');
  });

  it('fails closed in a Lambda whose configuration lacks the origin secret', async () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'hearth-test';
    resetConfig();
    try {
      const res = await call(whoamiEvent({ 'x-hearth-viewer-ip': '203.0.113.9' }));
      expect(res).toMatchObject({ status: 500, body: { error: 'INTERNAL' } });
    } finally {
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    }
  });

  it('never trusts a viewer address when no origin secret is configured', async () => {
    const res = await call(whoamiEvent({ 'x-hearth-viewer-ip': '203.0.113.9' }));
    expect(res).toMatchObject({ status: 200, body: { ip: '127.0.0.1' } });
  });
});

describe('deferred routes (contract and handler loaded with the first request)', () => {
  const lazyThings = endpoint({ ...createThing, path: '/api/v1/lazy-things' });
  const loads = { contracts: 0, handler: 0 };
  const lazy = deferredRoutes({ lazyThings: { method: 'POST', path: '/api/v1/lazy-things' } }, async () => {
    loads.contracts += 1;
    return { lazyThings };
  });
  const lazyHandler = createDomainHandler(
    [
      lazy('lazyThings', async () => {
        loads.handler += 1;
        return async ({ body }) => ({ body: { name: body.name.toUpperCase(), count: loads.handler } });
      }),
    ],
    noAccounts,
  );
  const lazyPost = (body: unknown) =>
    lazyHandler(
      event('POST /api/v1/lazy-things', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
      }),
      context,
    );
  afterEach(() => {
    loads.contracts = 0;
    loads.handler = 0;
  });

  it('loads once for concurrent first requests, then validates each with the loaded contract', async () => {
    const answers = await Promise.all([lazyPost({ name: '' }), lazyPost({ name: 'ab' }), lazyPost({ name: 'cd' })]);
    expect(answers.map((a) => [a.statusCode, JSON.parse(a.body!)])).toEqual([
      [400, expect.objectContaining({ error: 'VALIDATION_FAILED', fields: { name: expect.any(String) } })],
      [201, { name: 'AB', count: 1 }],
      [201, { name: 'CD', count: 1 }],
    ]);
    expect(loads).toEqual({ contracts: 1, handler: 1 });
    expect((await lazyPost({ name: 'ef' })).statusCode).toBe(201);
    expect(loads).toEqual({ contracts: 1, handler: 1 });
  });
});

describe('a deferred route whose load fails', () => {
  it('answers 500 with the generic error, and the next request loads again', async () => {
    const lazyThings = endpoint({ ...createThing, path: '/api/v1/flaky-things' });
    let attempts = 0;
    const lazy = deferredRoutes({ lazyThings: { method: 'POST', path: '/api/v1/flaky-things' } }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk missing');
      return { lazyThings };
    });
    const flaky = createDomainHandler(
      [lazy('lazyThings', async () => async ({ body }) => ({ body: { name: body.name, count: 0 } }))],
      noAccounts,
    );
    const post = () =>
      flaky(
        event('POST /api/v1/flaky-things', {
          body: JSON.stringify({ name: 'ab' }),
          headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
        }),
        context,
      );
    const first = await post();
    expect([first.statusCode, JSON.parse(first.body!).error]).toEqual([500, 'INTERNAL']);
    const second = await post();
    expect([second.statusCode, JSON.parse(second.body!)]).toEqual([201, { name: 'ab', count: 0 }]);
    expect(attempts).toBe(2);
  });
});

describe('errorResponse', () => {
  it('answers a write over its rate limit with 429, the generic text and Retry-After', () => {
    const res = errorResponse(tooManyRequests(90));
    expect(res.statusCode).toBe(429);
    expect(res.headers).toMatchObject({ 'retry-after': '90', 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(res.body as string)).toEqual({ error: 'RATE_LIMITED', message: messages.generic });
  });
});
