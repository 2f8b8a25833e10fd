// The streaming entry, driven as a function URL invokes it: an event naming no route, and a response stream to write.
import { PassThrough } from 'node:stream';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { CSRF_HEADER } from '@hearth/shared/constants/http';
import { endpoint } from '@hearth/shared/contracts/endpoint';
import type { AccountLookup } from '../auth/accounts.ts';
import { AppError } from './errors.ts';
import { route } from './route.ts';
import { createStreamingHandler } from './stream-handler.ts';

const talk = endpoint({
  method: 'POST',
  path: '/api/v1/rooms/{roomId}/talk',
  summary: 'test',
  tenancy: 'none',
  auth: 'public',
  request: { params: z.object({ roomId: z.string() }), body: z.object({ words: z.array(z.string()).min(1) }) },
  response: z.string(),
  contentType: 'text/event-stream',
  errors: [409],
});

async function* said(roomId: string, words: string[]) {
  for (const word of words) yield `data: ${roomId}:${word}\n\n`;
}

const noAccounts: AccountLookup = { staffIn: async () => null, sessionCutoff: async () => null };
const handler = createStreamingHandler(
  [
    route(talk, async ({ params, body }) => {
      if (params.roomId === 'closed') throw new AppError(409, 'CONFLICT', 'The room is closed.');
      return { body: '', stream: said(params.roomId, body.words) };
    }),
  ],
  noAccounts,
);

/** A Node response stand-in: what the local gateway hands over (a writable with writeHead). */
function response() {
  const stream = new PassThrough();
  const head: { status?: number; headers?: Record<string, unknown> } = {};
  Object.assign(stream, {
    writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(head, { status, headers }),
  });
  const text = new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  return { stream, head, text };
}

function urlEvent(path: string, body: unknown, headers: Record<string, string> = { [CSRF_HEADER]: '1' }) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    requestContext: { http: { method: 'POST', path, sourceIp: '127.0.0.1' }, requestId: 'r1' },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

const context = { awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

describe('the streaming entry', () => {
  it("routes by the URL's path and writes the handler's events after the status", async () => {
    const out = response();
    await handler(urlEvent('/api/v1/rooms/r%201/talk', { words: ['hello', 'there'] }), out.stream, context);
    expect(out.head.status).toBe(200);
    expect(out.head.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8' });
    expect(await out.text).toBe('data: r 1:hello\n\ndata: r 1:there\n\n');
  });

  it('answers a refusal as the usual JSON error, with no events', async () => {
    const out = response();
    await handler(urlEvent('/api/v1/rooms/closed/talk', { words: ['hi'] }), out.stream, context);
    expect(out.head.status).toBe(409);
    expect(JSON.parse(await out.text)).toMatchObject({ error: 'CONFLICT', message: 'The room is closed.' });
  });

  it('runs the same checks as every route: validation, then the CSRF header', async () => {
    const invalid = response();
    await handler(urlEvent('/api/v1/rooms/a/talk', { words: [] }), invalid.stream, context);
    expect(invalid.head.status).toBe(400);
    expect(JSON.parse(await invalid.text)).toMatchObject({ error: 'VALIDATION_FAILED' });
    const forged = response();
    await handler(urlEvent('/api/v1/rooms/a/talk', { words: ['x'] }, {}), forged.stream, context);
    expect(forged.head.status).toBe(403);
  });

  it('answers 404 for a path that is none of its routes', async () => {
    const out = response();
    await handler(urlEvent('/api/v1/elsewhere', { words: ['x'] }), out.stream, context);
    expect(out.head.status).toBe(404);
    expect(JSON.parse(await out.text)).toMatchObject({ error: 'ROUTE_NOT_FOUND' });
  });
});
