// Response compression in the Lambda chain: CloudFront's CachingDisabled behaviour for /api/* does not compress, so
// the API does, for AWS and the local gateway alike.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoint } from '@hearth/shared/contracts/endpoint';
import { negotiateEncoding } from './compression.ts';
import type { AccountLookup } from '../auth/accounts.ts';
import { createDomainHandler } from './handler.ts';
import { route } from './route.ts';

const items = endpoint({
  method: 'GET',
  path: '/api/v1/items',
  summary: 'test',
  tenancy: 'none',
  auth: 'public',
  request: { query: z.object({ n: z.coerce.number().int() }) },
  response: z.object({ items: z.array(z.string()) }),
  errors: [],
});
const page = endpoint({ ...items, path: '/api/v1/page', contentType: 'text/html', response: z.string() });

/** No staff records and no cutoffs: these routes are public, or meet no session. */
const noAccounts: AccountLookup = { staffIn: async () => null, sessionCutoff: async () => null };

const handler = createDomainHandler(
  [
    route(items, async ({ query }) => ({
      body: { items: Array.from({ length: query.n }, (_, i) => `card ${i}: a title, a excerpt and a few counts`) },
    })),
    route(page, async ({ query }) => ({ body: `<p>${'popup '.repeat(query.n)}</p>` })),
  ],
  noAccounts,
);

const call = (path: string, n: number, acceptEncoding?: string) =>
  handler(
    {
      version: '2.0',
      routeKey: `GET ${path}`,
      rawPath: path,
      rawQueryString: `n=${n}`,
      headers: {
        host: 'app.localhost',
        ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}),
      },
      queryStringParameters: { n: String(n) },
      requestContext: { http: { method: 'GET', path, sourceIp: '127.0.0.1' }, requestId: 'r' },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2,
    { awsRequestId: 'r' } as Context,
  ) as Promise<APIGatewayProxyStructuredResultV2 & { headers: Record<string, string>; body: string }>;

const plainBody = async (n: number) => (await call('/api/v1/items', n)).body;

describe('response compression', () => {
  it('sends a large JSON body brotli-encoded when the client takes br, as base64 for API Gateway', async () => {
    const res = await call('/api/v1/items', 200, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.isBase64Encoded).toBe(true);
    expect(res.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    const raw = Buffer.from(res.body, 'base64');
    expect(brotliDecompressSync(raw).toString()).toBe(await plainBody(200));
    expect(raw.length).toBeLessThan((await plainBody(200)).length / 4);
  });

  it('falls back to gzip, and to none', async () => {
    const gzip = await call('/api/v1/items', 200, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(gzip.body, 'base64')).toString()).toBe(await plainBody(200));
    for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0']) {
      const res = await call('/api/v1/items', 200, accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.isBase64Encoded).toBeFalsy();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(JSON.parse(res.body).items).toHaveLength(200);
    }
  });

  it('leaves bodies under 1 KB as they are', async () => {
    const res = await call('/api/v1/items', 3, 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body).items).toHaveLength(3);
  });

  it('compresses HTML routes too, and error bodies never break', async () => {
    const html = await call('/api/v1/page', 500, 'br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(Buffer.from(html.body, 'base64')).toString()).toMatch(/^<p>popup/);
    const bad = await call('/api/v1/items', Number.NaN, 'br');
    expect(bad.statusCode).toBe(400);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    [undefined, null],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
