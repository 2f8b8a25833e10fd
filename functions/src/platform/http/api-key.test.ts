// The API-key step of the chain, driven with API Gateway v2 events through a domain handler whose verifier knows two
// keys: a read key and a read-write key, each with a window of calls left (or none).
import * as apiKeyMessages from '@hearth/shared/api-key-messages';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoint } from '@hearth/shared/contracts/endpoint';
import type { AccountLookup } from '../auth/accounts.ts';
import { type ApiKeyCaller, type ApiKeyVerifier, bearerToken, rateHeaders } from './api-key.ts';
import { createDomainHandler } from './handler.ts';
import { route } from './route.ts';

const NOW_RESET = 1_900_000_000;
const callers: Record<string, ApiKeyCaller> = {
  'read-key': { keyId: 'r', communityId: 'c1', scope: 'read', ownerMemberId: 'owner' },
  'write-key': { keyId: 'w', communityId: 'c1', scope: 'read-write', ownerMemberId: 'owner' },
  'spent-key': { keyId: 's', communityId: 'c1', scope: 'read-write', ownerMemberId: 'owner' },
};
const verifier: ApiKeyVerifier = {
  verify: async (token) => callers[token] ?? null,
  count: async (caller) => ({ limit: 5, remaining: caller.keyId === 's' ? -1 : 4, resetAt: NOW_RESET }),
};
const noAccounts: AccountLookup = { staffIn: async () => null, sessionCutoff: async () => null };

const base = {
  summary: 'test',
  tenancy: 'site' as const,
  auth: 'none' as const,
  response: z.object({ key: z.string() }),
  errors: [],
};
const readThing = endpoint({ ...base, method: 'GET', path: '/api/public/v1/things', apiKey: 'read', request: {} });
const writeThing = endpoint({
  ...base,
  method: 'POST',
  path: '/api/public/v1/things',
  apiKey: 'write',
  request: { body: z.object({ name: z.string() }) },
});

const handler = createDomainHandler(
  [
    route(readThing, async ({ apiKey }) => ({ body: { key: apiKey!.keyId } })),
    route(writeThing, async ({ apiKey }) => ({ status: 201, body: { key: apiKey!.keyId } })),
  ],
  noAccounts,
  verifier,
);

function call(method: 'GET' | 'POST', headers: Record<string, string> = {}, query?: Record<string, string>) {
  const path = '/api/public/v1/things';
  const event = {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    ...(query ? { queryStringParameters: query } : {}),
    headers: {
      host: 'app.localhost',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(method === 'POST' ? { body: JSON.stringify({ name: 'x' }) } : {}),
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'req-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
    },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const context = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
  return handler(event, context).then((res) => ({
    status: res.statusCode,
    body: res.body ? JSON.parse(res.body) : undefined,
    headers: res.headers ?? {},
  }));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('an API-key route', () => {
  it('answers a known key with the rate-limit headers, and a write needs no CSRF header', async () => {
    const read = await call('GET', bearer('read-key'));
    expect(read).toMatchObject({ status: 200, body: { key: 'r' } });
    expect(read.headers).toMatchObject({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '4',
      'x-ratelimit-reset': String(NOW_RESET),
    });
    expect(await call('POST', bearer('write-key'))).toMatchObject({ status: 201, body: { key: 'w' } });
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown key', bearer('who-knows')],
    ['a Basic header', { authorization: 'Basic cmVhZC1rZXk6' }],
    ['a bearer with a space in it', { authorization: 'Bearer read key' }],
  ])('refuses %s with 401 and the one error body', async (_, headers) => {
    const res = await call('GET', headers);
    expect(res).toMatchObject({
      status: 401,
      body: { error: 'UNAUTHENTICATED', message: apiKeyMessages.apiKeyInvalid },
    });
  });

  it('refuses a key in the query string with 400, whatever the key', async () => {
    const queries: Record<string, string>[] = [
      { api_key: 'read-key' },
      { access_token: 'x' },
      { cursor: 'hth_live_0' },
    ];
    for (const query of queries) {
      const res = await call('GET', bearer('read-key'), query);
      expect(res).toMatchObject({
        status: 400,
        body: { reason: 'API_KEY_IN_QUERY', message: apiKeyMessages.apiKeyInQuery },
      });
    }
  });

  it('refuses a read key writing with 403, with the rate-limit headers', async () => {
    const res = await call('POST', bearer('read-key'));
    expect(res).toMatchObject({
      status: 403,
      body: { reason: 'API_KEY_READ_ONLY', message: apiKeyMessages.apiKeyReadOnly },
    });
    expect(res.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('answers 429 with Retry-After and the rate-limit headers once the window is spent', async () => {
    const res = await call('GET', bearer('spent-key'));
    expect(res).toMatchObject({
      status: 429,
      body: { error: 'RATE_LIMITED', message: apiKeyMessages.apiKeyRateLimited },
    });
    expect(res.headers).toMatchObject({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '0' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['  Bearer abc  ', 'abc'],
    ['bearer abc', null],
    ['Bearer ', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('reads %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('rateHeaders', () => {
  it('says when to retry only once the window is spent', () => {
    const now = (NOW_RESET - 30) * 1000;
    expect(rateHeaders({ limit: 5, remaining: 2, resetAt: NOW_RESET }, now)).not.toHaveProperty('retry-after');
    expect(rateHeaders({ limit: 5, remaining: -1, resetAt: NOW_RESET }, now)).toMatchObject({
      'retry-after': '30',
      'x-ratelimit-remaining': '0',
    });
  });
});
