// The local gateway as a browser meets it: edge headers set like CloudFront's, media served with CloudFront's
// headers, and badly encoded paths answered 400 instead of crashing. The API routes below never reach a Lambda.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './server.ts';
import { toEvent } from './to-event.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('<script>x</script>'),
]);

/** A media bucket holding one PNG-magic object that its uploader declared as text/html, and one that is no image. */
const media = {
  bucket: 'b',
  client: {
    send: async (command: { input: { Key: string } }) => {
      const bytes = { 'c/x/a.png': png, 'c/x/page.html': Buffer.from('<script>x</script>') }[command.input.Key];
      if (!bytes) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
      return { ContentType: 'text/html', ContentLength: bytes.length, Body: Readable.from([bytes]) };
    },
  } as unknown as S3Client,
};

let base = '';
const server = createGateway({
  spa: { dir: mkdtempSync(join(tmpdir(), 'hearth-spa-')) },
  mailDir: join(tmpdir(), 'no-mail'),
  media,
  drainEvents: async () => undefined,
  originSecret: 'edge-secret',
});

beforeAll(async () => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('badly percent-encoded paths', () => {
  it.each(['/api/v1/posts/%E0%A4%A', '/media/c/%E0%A4%A.png', '/%E0%A4%A', '/assets/%E0%A4%A.js'])(
    '%s → 400 JSON error body',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: 'BAD_REQUEST', message: 'The request is not validly encoded.' });
    },
  );
});

describe('/media/*, served with the headers CloudFront sends', () => {
  it('serves an image with the type its bytes are, never the one its uploader declared', async () => {
    const res = await fetch(`${base}/media/c/x/a.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });

  it('serves an object that is no image as an inert download', async () => {
    const res = await fetch(`${base}/media/c/x/page.html`);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('toEvent, the edge headers', () => {
  const request = (headers: Record<string, string>) =>
    ({
      url: '/api/v1/site',
      method: 'GET',
      httpVersion: '1.1',
      headers,
      socket: { remoteAddress: '127.4.5.6', remotePort: 50123 },
    }) as unknown as IncomingMessage;

  it('replaces client-sent viewer headers with the connection and Host, as CloudFront does', () => {
    const event = toEvent(
      request({
        host: 'demo.localhost:4321',
        'cloudfront-viewer-address': '203.0.113.9:1',
        'x-hearth-viewer-ip': '203.0.113.9',
        'x-forwarded-host': 'victim.localhost',
        'x-hearth-origin-secret': 'guess',
      }),
      Buffer.alloc(0),
      'GET /api/v1/site',
      {},
      { originSecret: 'edge-secret' },
    );
    expect(event.headers['cloudfront-viewer-address']).toBeUndefined();
    expect(event.headers).toMatchObject({
      'x-hearth-viewer-ip': '127.4.5.6',
      'x-forwarded-host': 'demo.localhost:4321',
      'x-hearth-origin-secret': 'edge-secret',
    });
  });
});
