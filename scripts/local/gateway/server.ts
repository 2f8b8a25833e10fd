// The local gateway: one HTTP server for every host. `/api/*` goes through API Gateway-style route matching to
// the domain Lambdas' own entries; `/media/*` reads the media bucket (CloudFront's job in AWS); `/_dev/*` is the
// dev mailbox, event drain and the Stripe and custom-domain simulators' pages (local only); everything else is the
// SPA. A request on a custom domain's `*.localhost` stand-in is first rewritten to that domain (stand-in.ts).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES, createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { DomainName } from '@hearth/shared/contracts/catalogue';
import { STATIC_FILE_PATTERN } from '@hearth/shared/constants/http';
import type { ErrorBody } from '@hearth/shared/errors';
import * as messages from '@hearth/shared/messages';
import { hostOrigin } from '@hearth/shared/rules/host';
import { sniffImageType } from '@hearth/functions/platform/storage/image-types';
import { MEDIA_SECURITY_HEADERS } from '@hearth/functions/platform/storage/media';
import { rendersPage } from '../../../web/src/ssr/contract.ts';
import type { DomainPages } from '../domains/pages.ts';
import type { StripePages } from '../stripe/pages.ts';
import { devRouteAllowed } from './dev-access.ts';
import { mailbox } from './mailbox.ts';
import { attachLive } from './live.ts';
import { type PageCache, isRead, parseEdgeControl } from './page-cache.ts';
import { answerFromCache, guestCacheKey, keepForGuests } from './guest-cache.ts';
import { compileRoutes, matchRoute } from './match.ts';
import type { PageRenderer } from './render.ts';
import { type StandInLookup, rewriteStandIn } from './stand-in.ts';
import { type StreamingHandler, serveStreamed } from './stream-route.ts';
import { sendResult, toEvent } from './to-event.ts';
import { json } from '../dev-http.ts';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The built SPA folder, or Vite's dev middlewares. */
export type SpaSource = { dir: string } | { middlewares: Middleware };

export interface GatewayOptions {
  spa: SpaSource;
  mailDir: string;
  media: { client: S3Client; bucket: string };
  /** Waits until every committed event is delivered (POST /_dev/events/drain). */
  drainEvents: () => Promise<void>;
  /** Sent to the API as CloudFront's origin custom header is (platform/http/edge-headers.ts). */
  originSecret?: string;
  /** Delivers dead-lettered events again (POST /_dev/events/replay, `npm run events:replay`). */
  replayEvents?: () => Promise<{ replayed: number; left: number }>;
  /** Runs a scheduled job now (POST /_dev/schedules/{name}/run); null for an unknown job. */
  runSchedule?: (name: string) => Promise<Record<string, unknown> | null>;
  /** Server-renders community pages (CloudFront's render behaviours in AWS); without it every page is the shell. */
  renderPage?: PageRenderer | null;
  /**
   * CloudFront's cache of rendered pages and guests' API reads (page-cache.ts, guest-cache.ts); without it every page
   * request renders and every API request reaches its Lambda.
   */
  pageCache?: PageCache;
  /** The Stripe simulator's checkout, portal and overview pages under /_dev/stripe (scripts/local/stripe). */
  stripePages?: StripePages;
  /**
   * The custom-domain simulator: its page and JSON API under /_dev/domains, and the domains whose `*.localhost`
   * stand-in the gateway rewrites to the custom domain.
   */
  domains?: { pages: DomainPages; standIn: StandInLookup };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

function preferredEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = ([] as string[]).concat(accept ?? []).join(',');
  if (/\bbr\b/.test(value)) return 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return null;
}

/** Compressed files, cached by path, size and modification time (built assets are immutable; index.html changes). */
const compressedCache = new Map<string, Buffer>();
function compressed(file: string, encoding: 'br' | 'gzip'): Buffer {
  const { size, mtimeMs } = statSync(file);
  const key = `${encoding}:${file}:${size}:${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    // Quality 5: close to CloudFront's output size, and fast enough that the first request is not held up.
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(raw);
    compressedCache.set(key, body);
  }
  return body;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

async function toBytes(body: unknown): Promise<Uint8Array> {
  const stream = body as { transformToByteArray?: () => Promise<Uint8Array> } & AsyncIterable<Uint8Array>;
  if (stream.transformToByteArray) return stream.transformToByteArray();
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** What a badly percent-encoded path (API, /media, SPA) gets: a 400 in the API's error shape, never a crash. */
const malformedPath: ErrorBody = { error: 'BAD_REQUEST', message: messages.malformedRequest };
const malformedHost: ErrorBody = { error: 'BAD_REQUEST', message: messages.malformedHost };

/**
 * What Node's HTTP parser refuses before any handler runs (a request line or headers over the limit, bytes that are
 * not HTTP) gets the same error shape as every other refusal, where Node would answer an empty body.
 */
function refuseUnparsable(error: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body: ErrorBody = {
    error: 'BAD_REQUEST',
    message: tooLarge ? messages.headersTooLarge : messages.malformedRequest,
  };
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function lambdaContext(requestId: string, domain: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `hearth-${domain}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:hearth-${domain}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/hearth-${domain}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function createGateway(options: GatewayOptions): Server {
  const routes = compileRoutes();
  // A domain's Lambda entries, loaded once: `handler` behind the HTTP API, `streamHandler` behind a function URL.
  const entries = new Map<string, Promise<unknown>>();
  const entryOf = <T>(domain: DomainName, name: 'handler' | 'streamHandler') => {
    let loaded = entries.get(`${domain} ${name}`);
    if (!loaded) {
      loaded = import(`@hearth/functions/${domain}/index`).then((m: Record<string, unknown>) => m[name]);
      entries.set(`${domain} ${name}`, loaded);
    }
    return loaded as Promise<T>;
  };
  const handlerFor = (domain: DomainName) => entryOf<LambdaHandler>(domain, 'handler');
  const streamingHandlerFor = (domain: DomainName) => entryOf<StreamingHandler>(domain, 'streamHandler');

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = matchRoute(routes, req.method ?? 'GET', path);
    if (!match) return json(res, 404, { message: 'Not Found' });
    const edgeKey = guestCacheKey(req, match.routeKey);
    if (edgeKey && answerFromCache(options.pageCache, edgeKey, req, res)) return;
    const body = await readBody(req);
    if (body === null) return json(res, 413, { message: 'Request Entity Too Large' });
    const event = toEvent(req, body, match.routeKey, match.pathParameters, { originSecret: options.originSecret });
    if (match.streamed) {
      const context = lambdaContext(event.requestContext.requestId, match.domain);
      return serveStreamed(req, res, body, event, await streamingHandlerFor(match.domain), context);
    }
    try {
      const handler = await handlerFor(match.domain);
      const result = await handler(event, lambdaContext(event.requestContext.requestId, match.domain));
      // Before the answer goes out, so the page the client loads next shows what it wrote.
      if (!isRead(req.method)) options.pageCache?.written();
      sendResult(res, edgeKey ? keepForGuests(options.pageCache, edgeKey, result) : result);
    } catch (error) {
      // What API Gateway answers when the Lambda itself fails.
      console.error(`[gateway] ${match.routeKey} failed:`, error);
      json(res, 500, { message: 'Internal Server Error' });
    }
  }

  /** A GET of the API from inside the gateway (the render's data), as the viewer's host and address would send it. */
  async function callApi(path: string, req: IncomingMessage): Promise<Response> {
    const url = new URL(path, 'http://local');
    const match = matchRoute(routes, 'GET', url.pathname);
    if (!match) return Response.json({ message: 'Not Found' }, { status: 404 });
    const inner = {
      url: path,
      method: 'GET',
      httpVersion: '1.1',
      headers: { host: req.headers.host ?? 'localhost', accept: 'application/json' },
      socket: req.socket,
    } as unknown as IncomingMessage;
    // The render reads as a guest: an answer guests share comes from the edge's cache and is kept there, as the render
    // Lambda keeps it in its container (web/src/ssr/shared-reads.ts).
    const edgeKey = guestCacheKey(inner, match.routeKey);
    const cached = edgeKey ? options.pageCache?.get(edgeKey) : undefined;
    if (cached) {
      const headers = Object.fromEntries(Object.entries(cached.headers).map(([k, v]) => [k, String(v)]));
      return new Response(new Uint8Array(cached.body), { status: cached.status, headers });
    }
    const event = toEvent(inner, Buffer.alloc(0), match.routeKey, match.pathParameters, {
      originSecret: options.originSecret,
    });
    const handler = await handlerFor(match.domain);
    const answer = await handler(event, lambdaContext(event.requestContext.requestId, match.domain));
    const result = edgeKey ? keepForGuests(options.pageCache, edgeKey, answer) : answer;
    const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : null;
    const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
    return new Response(body, { status: result.statusCode ?? 200, headers });
  }

  /** A community page rendered on the server; false when the path is not one (the SPA's shell answers). */
  async function rendered(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const render = options.renderPage;
    const host = req.headers.host ?? '';
    if (!render || !rendersPage(req.method ?? 'GET', host, path)) return false;
    // The page's canonical and Open Graph URLs are built on the host: one that does not parse is refused here.
    const origin = hostOrigin(host, 'http');
    if (!origin) {
      json(res, 400, malformedHost);
      return true;
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    // CloudFront's cache key: the host, the URL with its query, the encoding it compressed for.
    const key = `${host} ${req.url ?? '/'} ${encoding ?? 'identity'}`;
    const cached = options.pageCache?.get(key);
    if (cached) {
      res.writeHead(cached.status, { ...cached.headers, 'x-cache': 'Hit from local edge' });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return true;
    }
    const page = await render({ url: req.url ?? '/', origin }, (apiPath) => callApi(apiPath, req));
    if (!page) return false;
    const headers: Record<string, string | number> = {
      'content-type': page.contentType,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    let body = Buffer.from(page.html, 'utf8');
    if (encoding === 'br') body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    else if (encoding === 'gzip') body = gzipSync(body);
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    options.pageCache?.set(key, { status: page.status, headers, body });
    res.writeHead(page.status, { ...headers, 'x-cache': 'Miss from local edge' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * CloudFront's /media/* behaviour, never weaker: its response headers policy (CSP sandbox, nosniff), and the type
   * the bytes are (what upload verification checked) rather than the stored Content-Type, which s3rver takes from
   * the uploader because it ignores the presigned POST's conditions.
   */
  async function media(res: ServerResponse, key: string) {
    let bytes: Uint8Array;
    try {
      const object = await options.media.client.send(new GetObjectCommand({ Bucket: options.media.bucket, Key: key }));
      bytes = await toBytes(object.Body);
    } catch {
      return json(res, 404, { message: 'Not Found' });
    }
    res.writeHead(200, {
      ...MEDIA_SECURITY_HEADERS,
      'content-type': sniffImageType(bytes) ?? 'application/octet-stream',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(bytes);
  }

  /** `sentHost`: the stand-in Host the browser sent, for Vite, whose host check knows `*.localhost` names only. */
  function spa(req: IncomingMessage, res: ServerResponse, path: string, sentHost: string | null) {
    if ('middlewares' in options.spa) {
      if (sentHost) req.headers.host = sentHost;
      options.spa.middlewares(req, res, () => json(res, 404, { message: 'Not Found' }));
      return;
    }
    const dir = resolve(options.spa.dir);
    // The decoded path may climb (`..%2F`): only a file inside the folder, separator and all, is one of its files, so
    // a sibling folder whose name starts with the folder's (dist-ssr beside dist) is never reached.
    const file = resolve(dir, `.${decodeURIComponent(path)}`);
    const isAsset = file.startsWith(dir + sep) && existsSync(file) && statSync(file).isFile();
    // A missing file is a 404; any other path is a client-side route (the rule CloudFront applies too).
    if (!isAsset && STATIC_FILE_PATTERN.test(path)) return json(res, 404, { message: 'Not Found' });
    const target = isAsset ? file : join(dir, 'index.html');
    const type = CONTENT_TYPES[extname(target)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    // Like CloudFront's automatic compression: text assets go out brotli- or gzip-encoded when the browser asks.
    const encoding = COMPRESSIBLE.test(type) ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) {
      res.writeHead(200, headers);
      createReadStream(target).pipe(res);
      return;
    }
    const body = compressed(target, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    res.end(body);
  }

  const server = createServer((req, res) => {
    const sentHost = rewriteStandIn(req, options.domains?.standIn);
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const route = async () => {
      if (path === '/api' || path.startsWith('/api/')) return api(req, res, path);
      if (path.startsWith('/media/')) return media(res, decodeURIComponent(path.slice('/media/'.length)));
      if (path.startsWith('/_dev/') && !devRouteAllowed(req))
        return json(res, 403, { message: 'The /_dev routes answer requests from this machine only.' });
      if (path === '/_dev/mail' || path === '/_dev/mail.json')
        return mailbox(res, options.mailDir, path.endsWith('.json'));
      if (path === '/_dev/events/drain' && req.method === 'POST') {
        await options.drainEvents();
        return json(res, 200, { drained: true });
      }
      if (path === '/_dev/edge' && req.method === 'POST' && options.pageCache) {
        const change = parseEdgeControl((await readBody(req)) ?? Buffer.alloc(0));
        if (!change) return json(res, 400, { message: 'Expected { writesPurge?, frozen?, advanceSeconds? }.' });
        return json(res, 200, options.pageCache.control(change));
      }
      if (path === '/_dev/feed-pages/forget' && req.method === 'POST') {
        // The functions run in this process: their shared feed pages are this module's (docs/architecture/forum.md).
        const { forgetSharedPages } = await import('@hearth/functions/posts/store/shared-pages');
        forgetSharedPages();
        return json(res, 200, { forgotten: true });
      }
      if (path === '/_dev/analytics/rebuild' && req.method === 'POST') {
        // `npm run analytics:rebuild`: the functions run in this process, against this platform's table.
        const input = JSON.parse(((await readBody(req)) ?? Buffer.alloc(0)).toString('utf8') || '{}');
        if (typeof input.communityId !== 'string') return json(res, 400, { message: 'Expected { communityId }.' });
        const { rebuildAnalyticsJob } = await import('@hearth/functions/analytics/rebuild');
        return json(res, 200, await rebuildAnalyticsJob(input));
      }
      if (path === '/_dev/codes/import' && req.method === 'POST') {
        // `npm run codes:import`: the billing job's import, in this process, against this platform's table.
        const input = JSON.parse(((await readBody(req)) ?? Buffer.alloc(0)).toString('utf8') || '{}');
        if (typeof input.csv !== 'string') return json(res, 400, { message: 'Expected { csv, batch }.' });
        const { importCodesCsv } = await import('@hearth/functions/billing/codes/import');
        return json(res, 200, await importCodesCsv(input.csv, String(input.batch ?? 'import')));
      }
      if (path === '/_dev/events/replay' && req.method === 'POST' && options.replayEvents) {
        return json(res, 200, await options.replayEvents());
      }
      const schedule = /^\/_dev\/schedules\/([a-z0-9-]+)\/run$/.exec(path);
      if (schedule && req.method === 'POST' && options.runSchedule) {
        const result = await options.runSchedule(schedule[1]!);
        return result ? json(res, 200, result) : json(res, 404, { message: `No scheduled job "${schedule[1]}".` });
      }
      if (options.stripePages && (await options.stripePages(req, res, path))) return;
      if (options.domains && (await options.domains.pages(req, res, path))) return;
      if (await rendered(req, res, path)) return;
      return spa(req, res, path, sentHost);
    };
    route().catch((error) => {
      if (error instanceof URIError && !res.headersSent) return json(res, 400, malformedPath);
      console.error('[gateway]', error);
      if (!res.headersSent) json(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  });
  server.on('clientError', refuseUnparsable);
  // Live updates: the WebSocket API's protocol on /api/v1/live (API Gateway's WebSocket API in AWS).
  attachLive(server, (req) => void rewriteStandIn(req, options.domains?.standIn));
  return server;
}
