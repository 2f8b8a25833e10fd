import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import * as messages from '@hearth/shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { isPublicAddress } from './address-policy.ts';
import {
  createLinkPreviewFetcher,
  DEFAULT_LIMITS,
  fetchLinkPreview,
  LinkPreviewUnavailable,
  publicInternet,
  type Network,
  type UnavailableReason,
} from './fetch-preview.ts';

const OG_PAGE = `<!doctype html><html><head>
  <title>Fallback title</title>
  <meta property="og:title" content="Hearth &amp; friends">
  <meta property="og:description" content="A page about hearths.">
  <meta property="og:image" content="/images/card.png">
  <meta property="og:site_name" content="Site">
</head><body><p>Hello</p></body></html>`;

let server: http.Server;
let port: number;
/** Requests the local server received, by path. */
let received: string[];
/** Whether the big page's response was closed before all of it was written. */
let bigCut: Promise<boolean>;

const send = (res: http.ServerResponse, body: string | Buffer, headers: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};

function route(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://local');
  received.push(url.pathname);
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    res.writeHead(302, { location: left === 0 ? '/og' : `/chain/${left - 1}` }).end();
    return;
  }
  switch (url.pathname) {
    case '/og':
      return send(res, OG_PAGE);
    case '/title-only':
      return send(res, '<html><head><title> Just &lt;a&gt; title </title></head></html>');
    case '/redirect':
      return res.writeHead(301, { location: `http://site.test:${port}/og` }).end();
    case '/redirect-relative':
      return res.writeHead(307, { location: '../og' }).end();
    case '/redirect-metadata':
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    case '/redirect-private-name':
      return res.writeHead(302, { location: `http://private.test:${port}/og` }).end();
    case '/redirect-loopback-literal':
      return res.writeHead(302, { location: 'http://[::ffff:127.0.0.1]/' }).end();
    case '/redirect-community':
      return res.writeHead(302, { location: `http://community.test:${port}/og` }).end();
    case '/redirect-ftp':
      return res.writeHead(302, { location: 'ftp://site.test/file' }).end();
    case '/redirect-nowhere':
      return res.writeHead(302).end();
    case '/json':
      return send(res, '{"title":"no"}', { 'content-type': 'application/json' });
    case '/image':
      return send(res, Buffer.from([0x89, 0x50, 0x4e, 0x47]), { 'content-type': 'image/png' });
    case '/no-type':
      res.writeHead(200);
      return res.end(OG_PAGE);
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end(OG_PAGE);
    case '/xhtml':
      return send(res, OG_PAGE, { 'content-type': 'application/xhtml+xml' });
    case '/gzip':
      return send(res, zlib.gzipSync(OG_PAGE), { 'content-encoding': 'gzip' });
    case '/brotli':
      return send(res, zlib.brotliCompressSync(OG_PAGE), { 'content-encoding': 'br' });
    case '/unknown-encoding':
      return send(res, OG_PAGE, { 'content-encoding': 'zstd-ish' });
    case '/gzip-bomb':
      // 20 MB of spaces after the head: only the first 512 KB are ever inflated.
      return send(res, zlib.gzipSync(Buffer.concat([Buffer.from(OG_PAGE), Buffer.alloc(20 * 1024 * 1024, 32)])), {
        'content-encoding': 'gzip',
      });
    case '/latin1':
      return send(res, Buffer.from('<title>Caf\xe9 cr\xe8me</title>', 'latin1'), {
        'content-type': 'text/html; charset=iso-8859-1',
      });
    case '/meta-charset':
      return send(res, Buffer.from('<meta charset="windows-1252"><title>\x93Quoted\x94</title>', 'latin1'), {
        'content-type': 'text/html',
      });
    case '/big': {
      // 64 MB, the description early and the <title> after 600 KB: a preview reads the first 512 KB and hangs up.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><meta name="description" content="Early description">');
      const filler = `<!-- ${'x'.repeat(1015)} -->`;
      let written = 0;
      let titled = false;
      bigCut = new Promise((resolve) => res.on('close', () => resolve(!res.writableFinished)));
      const pump = () => {
        while (written < 64 * 1024 * 1024) {
          if (res.destroyed) return;
          let chunk = filler;
          if (!titled && written >= 600 * 1024) {
            chunk = '<title>Late title</title>';
            titled = true;
          }
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('</head></html>');
      };
      return pump();
    }
    case '/stall-headers':
      return; // never answers
    case '/stall-body':
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.write('<html><head><title>Slow'); // never ends
    default:
      res.writeHead(404).end();
  }
}

/** The test network: `.test` names resolve to the local server (or to refused addresses); nothing else resolves. */
const names: Record<string, string[]> = {
  'site.test': ['127.0.0.1'],
  'community.test': ['127.0.0.1'],
  'private.test': ['10.0.0.7'],
  'mixed.test': ['8.8.8.8', '10.0.0.8'],
  'metadata.test': ['169.254.169.254'],
  'v6-internal.test': ['fd00:ec2::254'],
};
const resolve = vi.fn(async (hostname: string): Promise<LookupAddress[]> => {
  const addresses = names[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
});
const testNetwork = (): Network => ({
  resolve,
  admitsPort: (candidate) => candidate === port || publicInternet.admitsPort(candidate),
  admitsAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
});

const fetchLocal = (path: string, opts: { sameHost?: string } = {}, limits = DEFAULT_LIMITS) =>
  createLinkPreviewFetcher(testNetwork(), limits)(`http://site.test:${port}${path}`, opts);

async function reasonOf(promise: Promise<unknown>): Promise<UnavailableReason> {
  const error = await promise.then(
    () => expect.unreachable('the preview should be unavailable'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LinkPreviewUnavailable);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    status: 400,
    code: 'LINK_PREVIEW_UNAVAILABLE',
    message: 'Preview not available for this link',
  });
  return (error as LinkPreviewUnavailable).unavailable;
}

beforeAll(async () => {
  server = http.createServer(route);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  received = [];
  resolve.mockClear();
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});

describe('fetchLinkPreview on the public internet', () => {
  it('keeps the limits of the port', () => {
    expect(DEFAULT_LIMITS).toEqual({ timeoutMs: 3000, maxBodyBytes: 512 * 1024, maxRedirects: 3, maxUrlLength: 2048 });
    expect(messages.linkPreviewUnavailable).toBe('Preview not available for this link');
  });

  it('refuses the local server on its own port and on port 80, before any request', async () => {
    expect(await reasonOf(fetchLinkPreview(`http://127.0.0.1:${port}/og`))).toBe('port');
    expect(await reasonOf(fetchLinkPreview('http://127.0.0.1/og'))).toBe('address');
    expect(await reasonOf(fetchLinkPreview('http://localhost/og'))).toBe('address');
    expect(received).toEqual([]);
  });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://127.1/',
    'http://0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:169.254.169.254]/latest/meta-data',
    'http://[fd00:ec2::254]/latest/meta-data',
    'http://100.100.100.200/latest/meta-data',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'https://192.168.0.1/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://[fe80::1]/',
  ])('refuses %s', async (url) => {
    expect(await reasonOf(fetchLinkPreview(url))).toBe('address');
  });

  it.each<[string, UnavailableReason]>([
    ['not a url', 'url'],
    ['/relative/path', 'url'],
    [`https://example.com/${'a'.repeat(2100)}`, 'url'],
    ['ftp://example.com/file', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['gopher://example.com:70/', 'scheme'],
    ['data:text/html,<title>x</title>', 'scheme'],
    ['https://user:secret@example.com/', 'credentials'],
    ['https://user@example.com/', 'credentials'],
    ['https://example.com:8443/', 'port'],
    ['http://example.com:22/', 'port'],
    ['http://example.invalid/', 'dns'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect(await reasonOf(fetchLinkPreview(url))).toBe(reason);
  });

  it("refuses the community's own host", async () => {
    expect(await reasonOf(fetchLinkPreview('https://demo.example.com/post/x', { sameHost: 'demo.example.com' }))).toBe(
      'same-host',
    );
    expect(await reasonOf(fetchLinkPreview('http://DEMO.localhost./post/x', { sameHost: 'demo.localhost:4321' }))).toBe(
      'same-host',
    );
  });
});

describe('fetching through a network that admits the local server (tests only)', () => {
  it('reads a page with Open Graph tags, connecting to the checked address', async () => {
    await expect(fetchLocal('/og')).resolves.toEqual({
      url: `http://site.test:${port}/og`,
      title: 'Hearth & friends',
      description: 'A page about hearths.',
      imageUrl: `http://site.test:${port}/images/card.png`,
      siteName: 'Site',
    });
    // site.test is not in any real DNS: the socket reached the server through the pinned lookup alone.
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(received).toEqual(['/og']);
  });

  it('falls back to <title>', async () => {
    await expect(fetchLocal('/title-only')).resolves.toMatchObject({
      title: 'Just <a> title',
      description: null,
      imageUrl: null,
      siteName: null,
    });
  });

  it.each(['/xhtml', '/gzip', '/brotli'])('reads %s', async (path) => {
    await expect(fetchLocal(path)).resolves.toMatchObject({ title: 'Hearth & friends', siteName: 'Site' });
  });

  it('decodes the declared charset', async () => {
    await expect(fetchLocal('/latin1')).resolves.toMatchObject({ title: 'Café crème' });
    await expect(fetchLocal('/meta-charset')).resolves.toMatchObject({ title: '\u201cQuoted\u201d' });
  });

  it('follows redirects, checking each hop, and keeps the URL asked for', async () => {
    await expect(fetchLocal('/redirect')).resolves.toMatchObject({
      url: `http://site.test:${port}/redirect`,
      title: 'Hearth & friends',
    });
    await expect(fetchLocal('/redirect-relative')).resolves.toMatchObject({ title: 'Hearth & friends' });
    expect(resolve).toHaveBeenCalledTimes(4);
  });

  it('follows at most 3 redirects', async () => {
    await expect(fetchLocal('/chain/2')).resolves.toMatchObject({ title: 'Hearth & friends' });
    received = [];
    expect(await reasonOf(fetchLocal('/chain/3'))).toBe('redirect-limit');
    expect(received).toEqual(['/chain/3', '/chain/2', '/chain/1', '/chain/0']);
  });

  it.each<[string, UnavailableReason]>([
    ['/redirect-metadata', 'address'],
    ['/redirect-private-name', 'address'],
    ['/redirect-loopback-literal', 'address'],
    ['/redirect-ftp', 'scheme'],
    ['/redirect-nowhere', 'redirect-location'],
  ])('refuses a redirect %s (%s) without following it', async (path, reason) => {
    expect(await reasonOf(fetchLocal(path))).toBe(reason);
    expect(received).toEqual([path]);
  });

  it('refuses a redirect to the community host', async () => {
    expect(await reasonOf(fetchLocal('/redirect-community', { sameHost: 'community.test' }))).toBe('same-host');
  });

  it.each([
    ['private.test', 'address'],
    ['metadata.test', 'address'],
    ['v6-internal.test', 'address'],
    ['mixed.test', 'address'],
    ['nowhere.test', 'dns'],
  ])('refuses a name resolving to %s (%s) before connecting', async (host, reason) => {
    const fetchPreview = createLinkPreviewFetcher(testNetwork());
    expect(await reasonOf(fetchPreview(`http://${host}:${port}/og`))).toBe(reason);
    expect(received).toEqual([]);
  });

  it.each<[string, UnavailableReason]>([
    ['/json', 'content-type'],
    ['/image', 'content-type'],
    ['/no-type', 'content-type'],
    ['/missing', 'status'],
    ['/unknown-encoding', 'encoding'],
  ])('refuses %s (%s)', async (path, reason) => {
    expect(await reasonOf(fetchLocal(path))).toBe(reason);
  });

  it('reads only the first 512 KB of a big page', async () => {
    const preview = await fetchLocal('/big');
    expect(preview).toMatchObject({ title: null, description: 'Early description' });
    expect(await bigCut).toBe(true);
    // The title is there for a reader allowed further.
    const further = await fetchLocal('/big', {}, { ...DEFAULT_LIMITS, maxBodyBytes: 700 * 1024 });
    expect(further).toMatchObject({ title: 'Late title', description: 'Early description' });
  });

  it('inflates at most 512 KB of a compressed page', async () => {
    await expect(fetchLocal('/gzip-bomb')).resolves.toMatchObject({ title: 'Hearth & friends' });
  });

  it.each(['/stall-headers', '/stall-body'])('gives up on %s at the time limit', async (path) => {
    // The stalling server never finishes, so only the fetcher's own timer can produce this answer.
    expect(await reasonOf(fetchLocal(path, {}, { ...DEFAULT_LIMITS, timeoutMs: 300 }))).toBe('timeout');
  });

  it('counts the time limit across redirects and the body', async () => {
    const slowResolve = vi.fn(async (hostname: string) => {
      await new Promise((done) => setTimeout(done, 200));
      return resolve(hostname);
    });
    const fetchPreview = createLinkPreviewFetcher(
      { ...testNetwork(), resolve: slowResolve },
      {
        ...DEFAULT_LIMITS,
        timeoutMs: 500,
      },
    );
    expect(await reasonOf(fetchPreview(`http://site.test:${port}/chain/2`))).toBe('timeout');
  });
});
