// A beacon route (`beacon: true`, navigator.sendBeacon): no CSRF header, the body read as JSON whatever its content
// type, at most MAX_BEACON_BYTES, and a 204 with no body.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MAX_BEACON_BYTES } from '@hearth/shared/constants/analytics';
import { endpoint } from '@hearth/shared/contracts/endpoint';
import * as messages from '@hearth/shared/messages';
import type { AccountLookup } from '../auth/accounts.ts';
import { createDomainHandler } from './handler.ts';
import { route } from './route.ts';

const beacon = endpoint({
  method: 'POST',
  path: '/api/v1/ping',
  summary: 'test',
  tenancy: 'none',
  auth: 'public',
  request: { body: z.object({ n: z.number() }) },
  response: z.null(),
  status: 204,
  beacon: true,
  errors: [],
});

const seen: number[] = [];
const noAccounts: AccountLookup = { staffIn: async () => null, sessionCutoff: async () => null };
const handler = createDomainHandler(
  [
    route(beacon, async ({ body }) => {
      seen.push(body.n);
      return { status: 204, body: null };
    }),
  ],
  noAccounts,
);

const send = async (body: string, headers: Record<string, string> = {}, isBase64Encoded = false) => {
  const event = {
    version: '2.0',
    routeKey: 'POST /api/v1/ping',
    rawPath: '/api/v1/ping',
    rawQueryString: '',
    headers: { host: 'demo.localhost', 'content-type': 'text/plain;charset=UTF-8', ...headers },
    requestContext: {
      http: { method: 'POST', path: '/api/v1/ping', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
      requestId: 'req-1',
      routeKey: 'POST /api/v1/ping',
    },
    body,
    isBase64Encoded,
  } as unknown as APIGatewayProxyEventV2;
  const res = await handler(event, { awsRequestId: 'req-1' } as Context);
  return { status: res.statusCode, body: res.body, json: res.body ? JSON.parse(res.body) : undefined };
};

describe('a beacon route', () => {
  it('reads a text/plain body as JSON without the CSRF header and answers 204 with no body', async () => {
    expect(await send('{"n":1}')).toEqual({ status: 204, body: '', json: undefined });
    expect((await send(Buffer.from('{"n":2}').toString('base64'), {}, true)).status).toBe(204);
    expect(seen).toEqual([1, 2]);
  });

  it('refuses a body over the beacon limit with 413 and its message', async () => {
    const res = await send(JSON.stringify({ n: 3, pad: 'x'.repeat(MAX_BEACON_BYTES) }));
    expect(res).toMatchObject({ status: 413, json: { message: messages.beaconTooLarge } });
  });

  it('answers malformed JSON and a body the schema refuses with 400', async () => {
    expect((await send('{"n":')).status).toBe(400);
    expect((await send('{"n":"x"}')).json).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { n: expect.any(String) },
    });
    expect((await send('')).status).toBe(400);
  });
});
