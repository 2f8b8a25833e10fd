// The Cache-Control a route answers through the whole chain: a guestCache route shares a guest's 200 at the edge and
// nothing else; every other route keeps `no-store`.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoint } from '@hearth/shared/contracts/endpoint';
import { GUEST_CACHE_CONTROL, GUEST_EDGE_SECONDS, PRIVATE_CACHE_CONTROL } from '@hearth/shared/contracts/guest-cache';
import type { AccountLookup } from '../auth/accounts.ts';
import { AppError } from './errors.ts';
import { createDomainHandler } from './handler.ts';
import { route } from './route.ts';

// `auth: 'none'` so the chain never verifies the cookie: the header rule looks at the cookie's presence only.
const base = {
  tenancy: 'none' as const,
  auth: 'none' as const,
  request: {},
  response: z.object({ n: z.number() }),
  errors: [],
};
const shared = endpoint({ ...base, method: 'GET', path: '/api/v1/shared/{how}', summary: 'x', guestCache: true });
const vote = endpoint({ ...base, method: 'PUT', path: '/api/v1/shared/{how}', summary: 'x', guestCache: true });
const personal = endpoint({ ...base, method: 'GET', path: '/api/v1/personal', summary: 'x' });

const noAccounts: AccountLookup = { staffIn: async () => null, sessionCutoff: async () => null };
const answer = async ({ event }: { event: APIGatewayProxyEventV2 }) => {
  if (event.rawPath.endsWith('/refused')) throw new AppError(403, 'FORBIDDEN', 'No.');
  return { body: { n: 1 } };
};
const handler = createDomainHandler([route(shared, answer), route(vote, answer), route(personal, answer)], noAccounts);

function call(routeKey: string, path: string, cookies?: string[]) {
  const [method] = routeKey.split(' ') as [string];
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'demo.localhost', 'x-hearth-csrf': '1' },
    ...(cookies ? { cookies } : {}),
    requestContext: { http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  return handler(event, { awsRequestId: 'r' } as Context);
}
const cacheControl = async (result: ReturnType<typeof call>) => (await result).headers?.['cache-control'];

describe('the Cache-Control of a guestCache route', () => {
  it(`lets the edge keep a guest's 200 for ${GUEST_EDGE_SECONDS} s, while browsers revalidate`, async () => {
    expect(GUEST_CACHE_CONTROL).toBe(`public, max-age=0, s-maxage=${GUEST_EDGE_SECONDS}`);
    expect(await cacheControl(call('GET /api/v1/shared/{how}', '/api/v1/shared/ok'))).toBe(GUEST_CACHE_CONTROL);
    // Other cookies (a refresh cookie scoped elsewhere, an analytics one) do not make the reader a member.
    const other = call('GET /api/v1/shared/{how}', '/api/v1/shared/ok', ['theme=dark', 'hearth_idx=1']);
    expect(await cacheControl(other)).toBe(GUEST_CACHE_CONTROL);
  });

  it('keeps a request with the session cookie out of shared caches, whatever the cookie holds', async () => {
    for (const cookies of [['hearth_id=token'], ['a=1', 'hearth_id='], [' hearth_id=x']]) {
      const res = call('GET /api/v1/shared/{how}', '/api/v1/shared/ok', cookies);
      expect(await cacheControl(res), cookies.join('; ')).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('never shares a refusal or a write', async () => {
    const refused = await call('GET /api/v1/shared/{how}', '/api/v1/shared/refused');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers?.['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(await cacheControl(call('PUT /api/v1/shared/{how}', '/api/v1/shared/ok'))).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('leaves every other route at no-store, guest or not', async () => {
    expect(await cacheControl(call('GET /api/v1/personal', '/api/v1/personal'))).toBe('no-store');
    expect(await cacheControl(call('GET /api/v1/personal', '/api/v1/personal', ['hearth_id=x']))).toBe('no-store');
  });
});
