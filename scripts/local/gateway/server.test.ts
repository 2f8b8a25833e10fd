// The local gateway as a browser meets it: edge headers set like CloudFront's, media served with CloudFront's
// headers, badly encoded paths answered 400 instead of crashing, and the dev mailbox listing what the email port
// wrote. The API routes below never reach a Lambda.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMailAdapter, type StoredMail } from '@hearth/functions/platform/email/port';
import { renderSeoFile } from '../../../web/src/ssr/sitemap.ts';
import { devRouteAllowed } from './dev-access.ts';
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

/** The built web app as the platform lays it out: the SPA's folder and, beside it, the server render's bundle. */
const web = mkdtempSync(join(tmpdir(), 'hearth-web-'));
mkdirSync(join(web, 'dist'));
mkdirSync(join(web, 'dist-ssr'));
writeFileSync(join(web, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(web, 'dist', 'app.js'), 'console.log("spa")');
writeFileSync(join(web, 'dist-ssr', 'render.js'), 'export const secret = "render bundle"');

/** The mail folder the email port writes to locally (empty until a test sends). */
const mailDir = mkdtempSync(join(tmpdir(), 'hearth-mail-'));

let base = '';
const server = createGateway({
  spa: { dir: join(web, 'dist') },
  // robots.txt from the real render code, over an API that knows one public community.
  renderPage: (request) =>
    renderSeoFile(request, async () =>
      Response.json({ kind: 'community', community: { privateCommunity: false, isLive: true } }),
    ),
  mailDir,
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

describe('the SPA folder', () => {
  it('serves its own files', async () => {
    const res = await fetch(`${base}/app.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("spa")');
  });

  it.each([
    '/..%2Fdist-ssr/render.js',
    '/..%2fdist-ssr/render.js',
    '/%2e%2e%2fdist-ssr/render.js',
    '/%2E%2E%2Fdist-ssr/render.js',
    '/.%2e/dist-ssr/render.js',
    '/assets/..%2F..%2Fdist-ssr/render.js',
    '/..%2F..%2Fdist-ssr/render.js',
  ])('never serves a file beside it through an encoded traversal: %s', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('render bundle');
  });
});

/** Sends raw bytes (fetch would refuse to send them) and reads the whole answer. */
const raw = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('requests the HTTP parser refuses', () => {
  it('answers a request line over the header limit 431 with the JSON error body', async () => {
    const answer = await raw(`GET /${'a'.repeat(60_000)} HTTP/1.1\r\nHost: demo.localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ error: 'BAD_REQUEST', message: 'The request line or its headers are too large.' });
  });

  it('answers a request that is not HTTP 400 with the JSON error body', async () => {
    const answer = await raw('NONSENSE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error: 'BAD_REQUEST', message: 'The request is not validly encoded.' });
  });
});

describe('the Host of a rendered page', () => {
  it('renders robots.txt for a well-formed host, port and all', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it.each(['demo.localhost:99999', 'demo.localhost:abc', 'demo.localhost:', 'demo.localhost:0', 'demo..localhost'])(
    'refuses %s with 400 before rendering',
    async (host) => {
      const answer = await raw(`GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(answer)).toEqual({ error: 'BAD_REQUEST', message: 'The request names no valid host.' });
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

describe('the dev mailbox', () => {
  it('lists mail sent through the email port in the dev mailbox, newest first, as JSON and HTML', async () => {
    const mailer = fileMailAdapter(mailDir);
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await mailer.send({ to: 'second@example.com', subject: 'Second <b>', text: 'two', html: '<p>two</p>' });
    const json = await fetch(`${base}/_dev/mail.json`);
    expect(json.status).toBe(200);
    const mails = (await json.json()) as StoredMail[];
    expect(mails.slice(0, 2).map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({
      subject: 'Second <b>',
      text: 'two',
      html: '<p>two</p>',
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    const html = await (await fetch(`${base}/_dev/mail`)).text();
    expect(html).toContain('<h1>Dev mailbox</h1>');
    expect(html).toContain('Second &#60;b&#62;');
  });
});

/** A GET with a Host of the test's choosing (fetch sends the URL's). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/_dev/* answers this machine only', () => {
  it.each(['app.localhost:4321', 'localhost:4321', '127.0.0.1:4321', '[::1]:4321'])(
    'answers a loopback request to %s',
    async (host) => expect((await getWithHost('/_dev/mail.json', host)).status).toBe(200),
  );

  it.each(['attacker.example:4321', 'localhost.attacker.example', '192.168.1.20:4321'])(
    'refuses a request to %s, a name that is not this machine (DNS rebinding), with 403',
    async (host) => {
      for (const path of ['/_dev/mail.json', '/_dev/mail', '/_dev/stripe']) {
        const res = await getWithHost(path, host);
        expect(res.status).toBe(403);
        expect(res.body).not.toContain('Dev mailbox');
      }
    },
  );

  const from = (remoteAddress: string, host = 'app.localhost:4321') =>
    ({ socket: { remoteAddress }, headers: { host } }) as unknown as IncomingMessage;

  it('takes a connection from 127.0.0.0/8 or ::1, IPv4-mapped or not', () => {
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(devRouteAllowed(from(peer))).toBe(true);
  });

  it('refuses a connection from another machine, whatever Host it names', () => {
    for (const peer of ['192.168.1.20', '::ffff:10.0.0.7', 'fe80::1', '2001:db8::1']) {
      expect(devRouteAllowed(from(peer))).toBe(false);
      expect(devRouteAllowed(from(peer, '127.0.0.1:4321'))).toBe(false);
    }
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

  it("drops a client's viewer country and turns the dev country header into CloudFront's", () => {
    const sent = (headers: Record<string, string>) =>
      toEvent(request({ host: 'demo.localhost:4321', ...headers }), Buffer.alloc(0), 'GET /api/v1/site', {}).headers;
    expect(sent({ 'cloudfront-viewer-country': 'US' })['cloudfront-viewer-country']).toBeUndefined();
    const dev = sent({ 'cloudfront-viewer-country': 'US', 'x-hearth-dev-country': 'de' });
    expect(dev['cloudfront-viewer-country']).toBe('DE');
    expect(dev['x-hearth-dev-country']).toBeUndefined();
    expect(sent({ 'x-hearth-dev-country': 'Germany' })['cloudfront-viewer-country']).toBeUndefined();
  });
});
