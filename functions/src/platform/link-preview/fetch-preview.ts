// The link-preview port: fetches a member's external link server-side and reads its title, description, image and
// site name. A member chooses the URL, so every hop is checked before we connect: http(s) on ports 80/443, no
// credentials, not the community's own host, and every address the name resolves to public; the socket then
// connects to the address we checked (no second DNS answer can rebind it). Time, size, redirects and content type
// are limited. Any refusal or failure is one answer: 400 LINK_PREVIEW_UNAVAILABLE "Preview not available for this
// link"; the reason stays in the logs.
import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { addAbortSignal, type Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import zlib from 'node:zlib';
import * as messages from '@hearth/shared/messages';
import { AppError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { admittedAddress, type Network, pinnedLookup, portOf } from '../outbound/pinned-address.ts';
import { isPublicAddress } from './address-policy.ts';
import { isCommunityHost } from './last-external-link.ts';
import { parsePageMeta, type PageMeta } from './parse-preview.ts';

export interface LinkPreview extends PageMeta {
  /** The URL as asked for (not the final URL after redirects), so a kept preview matches its link. */
  url: string;
}

export interface FetchPreviewOptions {
  /** The community's host (a port is ignored): a link to it gets no preview (member-forum §6). */
  sameHost?: string;
}

/** Where a fetch may connect. Production uses `publicInternet`; only tests build another, in code. */
export type { Network };

export interface FetchLimits {
  /** For the whole fetch: DNS, every redirect hop and the body. */
  timeoutMs: number;
  /** Of the (decoded) body; the rest is not read. The head of a page carries what a preview needs. */
  maxBodyBytes: number;
  maxRedirects: number;
  maxUrlLength: number;
}

export const DEFAULT_LIMITS: FetchLimits = {
  timeoutMs: 3000,
  maxBodyBytes: 512 * 1024,
  maxRedirects: 3,
  maxUrlLength: 2048,
};

export const publicInternet: Network = {
  resolve: (hostname) => dns.lookup(hostname, { all: true, verbatim: true }),
  // The web's ports only: a member's link must not probe other services on a public host.
  admitsPort: (port) => port === 80 || port === 443,
  admitsAddress: isPublicAddress,
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; HearthLinkPreview/1.0)',
  accept: 'text/html,application/xhtml+xml;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en;q=0.9, *;q=0.5',
};

/** Why a preview is unavailable: kept for the logs and tests, never sent (every refusal says the same thing). */
export type UnavailableReason =
  | 'url'
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'same-host'
  | 'dns'
  | 'address'
  | 'timeout'
  | 'network'
  | 'redirect-limit'
  | 'redirect-location'
  | 'status'
  | 'content-type'
  | 'encoding';

export class LinkPreviewUnavailable extends AppError {
  constructor(readonly unavailable: UnavailableReason) {
    super(400, 'LINK_PREVIEW_UNAVAILABLE', messages.linkPreviewUnavailable);
    this.name = 'LinkPreviewUnavailable';
  }
}

const refuse = (reason: UnavailableReason): never => {
  throw new LinkPreviewUnavailable(reason);
};

interface Hop {
  url: URL;
  /** The checked address the socket connects to. */
  address: LookupAddress;
}

/** Checks one URL (the link or a redirect target) and resolves it to the address we will connect to. */
async function checkHop(
  raw: string,
  base: URL | undefined,
  network: Network,
  limits: FetchLimits,
  sameHost: string | undefined,
): Promise<Hop> {
  if (raw.length > limits.maxUrlLength) refuse('url');
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return refuse('url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse('scheme');
  if (url.username || url.password) refuse('credentials');
  if (sameHost && isCommunityHost(url.hostname, sameHost)) refuse('same-host');
  if (!network.admitsPort(portOf(url))) refuse('port');
  const admitted = await admittedAddress(url, network);
  if ('refused' in admitted) return refuse(admitted.refused);
  return { url, address: admitted.address };
}

function request(hop: Hop, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = hop.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      hop.url,
      {
        method: 'GET',
        headers: REQUEST_HEADERS,
        lookup: pinnedLookup(hop.address),
        // A fresh socket per hop: a pooled one could belong to another answer for the same name.
        agent: false,
        signal,
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
};

/** The response body, decompressed, up to `maxBytes`; the rest is never read (the socket is destroyed). */
async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let source: Readable = response;
  if (encoding !== 'identity') {
    const decoder = DECODERS[encoding];
    if (!decoder) {
      response.destroy();
      return refuse('encoding');
    }
    const stream = decoder();
    response.on('error', (error) => stream.destroy(error));
    source = response.pipe(stream);
  }
  addAbortSignal(signal, source);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      chunks.push(buffer);
      size += buffer.length;
      if (size >= maxBytes) break;
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/** The charset from the Content-Type header, else from a <meta> in the first 1024 bytes, else UTF-8. */
function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  // Decoded as a stream: Node 20's one-shot decode reads windows-1252 as latin1 (curly quotes become controls).
  return decoder.decode(body, { stream: true }) + decoder.decode();
}

/** Follows the link (and up to `maxRedirects` redirects, each checked again) to an HTML page's body. */
async function fetchPage(
  rawUrl: string,
  network: Network,
  limits: FetchLimits,
  sameHost: string | undefined,
  signal: AbortSignal,
): Promise<{ html: string; finalUrl: URL }> {
  let hop = await checkHop(rawUrl, undefined, network, limits, sameHost);
  for (let redirects = 0; ; redirects += 1) {
    const response = await request(hop, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      if (redirects >= limits.maxRedirects) refuse('redirect-limit');
      const location = response.headers.location;
      if (!location) return refuse('redirect-location');
      hop = await checkHop(location, hop.url, network, limits, sameHost);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      return refuse('status');
    }
    const contentType = response.headers['content-type'] ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (!HTML_TYPES.has(mediaType)) {
      response.destroy();
      return refuse('content-type');
    }
    const body = await readBody(response, limits.maxBodyBytes, signal);
    return { html: decodeHtml(body, contentType), finalUrl: hop.url };
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Builds the fetcher for a network and limits. Production code calls `fetchLinkPreview`; tests build a fetcher for
 * a network that admits their local server (no setting, option or request field reaches this).
 */
export function createLinkPreviewFetcher(network: Network, limits: FetchLimits = DEFAULT_LIMITS) {
  return async function fetchPreview(url: string, opts: FetchPreviewOptions = {}): Promise<LinkPreview> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
    // DNS lookups cannot be aborted, so the whole fetch races the clock.
    const timedOut = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new LinkPreviewUnavailable('timeout')), { once: true });
    });
    try {
      const { html, finalUrl } = await Promise.race([
        fetchPage(url, network, limits, opts.sameHost, controller.signal),
        timedOut,
      ]);
      return { url, ...parsePageMeta(html, finalUrl) };
    } catch (error) {
      const unavailable =
        error instanceof LinkPreviewUnavailable
          ? error
          : new LinkPreviewUnavailable(controller.signal.aborted ? 'timeout' : 'network');
      logger.info('Link preview unavailable', {
        reason: unavailable.unavailable,
        host: hostOf(url),
        ...(unavailable === error ? {} : { error: String(error) }),
      });
      throw unavailable;
    } finally {
      clearTimeout(timer);
      // Ends anything still in flight (a lookup that lost the race settles into a rejected, handled promise).
      controller.abort();
    }
  };
}

/** The preview of a member's link on the public internet, or 400 LINK_PREVIEW_UNAVAILABLE. */
export const fetchLinkPreview = createLinkPreviewFetcher(publicInternet);
