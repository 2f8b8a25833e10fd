// The stand-in host through the gateway: a request on the `*.localhost` stand-in of a domain the custom-domain
// simulator holds reaches the pages and the functions as the custom domain (Host, x-forwarded-host, Origin of the
// same host), port kept; any other `*.localhost` name is left a community subdomain. Vite's dev server, which only
// knows `*.localhost` names, is handed the Host the browser sent.
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainSimulator } from '../domains/simulator.ts';
import { createDomainPages } from '../domains/pages.ts';
import { createGateway } from './server.ts';
import { rewriteStandIn } from './stand-in.ts';
import { toEvent } from './to-event.ts';

const sim = new DomainSimulator({ statePath: null });
await sim.requestCertificate({ domain: 'forum.acme.example', alternativeNames: [], reference: 'c1-ref' });
const domains = { pages: createDomainPages(sim), standIn: (label: string) => sim.domainForStandIn(label) };
const common = {
  mailDir: mkdtempSync(join(tmpdir(), 'hearth-mail-')),
  media: { bucket: 'b', client: {} as S3Client },
  drainEvents: async () => undefined,
  domains,
};

/** What the page render and Vite's middlewares were handed, per request. */
const seen: { origin?: string; viteHost?: string } = {};
const rendering = createGateway({
  ...common,
  spa: { dir: mkdtempSync(join(tmpdir(), 'hearth-web-')) },
  renderPage: async (request) => {
    seen.origin = request.origin;
    return { status: 200, html: `<p>${request.origin}</p>`, contentType: 'text/html; charset=utf-8' };
  },
});
const vite = createGateway({
  ...common,
  spa: {
    middlewares: (req, res) => {
      seen.viteHost = req.headers.host;
      res.end('vite');
    },
  },
});

const portOf = (server: ReturnType<typeof createGateway>) => (server.address() as AddressInfo).port;
beforeAll(async () => {
  for (const server of [rendering, vite]) await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
});
afterAll(async () => {
  for (const server of [rendering, vite]) await new Promise<void>((ok) => server.close(() => ok()));
});

/** A GET with a Host of the test's choosing (fetch sends the URL's). */
function get(server: ReturnType<typeof createGateway>, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`http://127.0.0.1:${portOf(server)}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a request on a stand-in host, through the gateway', () => {
  it('renders the page as the custom domain, port kept', async () => {
    const port = portOf(rendering);
    const body = await get(rendering, '/', `forum-acme-example.localhost:${port}`);
    expect(seen.origin).toBe(`http://forum.acme.example:${port}`);
    expect(body).toContain(`http://forum.acme.example:${port}`);
  });

  it('leaves any other *.localhost name a community subdomain', async () => {
    const port = portOf(rendering);
    await get(rendering, '/', `demo.localhost:${port}`);
    expect(seen.origin).toBe(`http://demo.localhost:${port}`);
    await get(rendering, '/', `forum-acme-other.localhost:${port}`);
    expect(seen.origin).toBe(`http://forum-acme-other.localhost:${port}`);
  });

  it("hands Vite's dev server the Host the browser sent", async () => {
    const port = portOf(vite);
    expect(await get(vite, '/assets/x.js', `forum-acme-example.localhost:${port}`)).toBe('vite');
    expect(seen.viteHost).toBe(`forum-acme-example.localhost:${port}`);
  });
});

describe('the request the functions see', () => {
  const incoming = (headers: Record<string, string>) =>
    ({
      url: '/api/v1/site',
      method: 'GET',
      httpVersion: '1.1',
      headers,
      socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as IncomingMessage;

  it('carries the custom host in Host, x-forwarded-host and the request context', () => {
    const req = incoming({ host: 'forum-acme-example.localhost:4321', 'x-forwarded-host': 'x.localhost' });
    expect(rewriteStandIn(req, domains.standIn)).toBe('forum-acme-example.localhost:4321');
    const event = toEvent(req, Buffer.alloc(0), 'GET /api/v1/site', {});
    expect(event.headers.host).toBe('forum.acme.example:4321');
    expect(event.headers['x-forwarded-host']).toBe('forum.acme.example:4321');
    expect(event.requestContext.domainName).toBe('forum.acme.example:4321');
  });

  it("rewrites an Origin of the stand-in host (the live socket's check reads it), not another site's", () => {
    const own = incoming({
      host: 'forum-acme-example.localhost:4321',
      origin: 'http://forum-acme-example.localhost:4321',
    });
    rewriteStandIn(own, domains.standIn);
    expect(own.headers.origin).toBe('http://forum.acme.example:4321');
    const other = incoming({ host: 'forum-acme-example.localhost:4321', origin: 'http://evil.localhost:4321' });
    rewriteStandIn(other, domains.standIn);
    expect(other.headers.origin).toBe('http://evil.localhost:4321');
  });

  it('leaves hosts that are no stand-in untouched', () => {
    for (const host of ['demo.localhost:4321', 'app.localhost:4321', 'forum.acme.example', '127.0.0.1:4321', 'x..y']) {
      const req = incoming({ host });
      expect(rewriteStandIn(req, domains.standIn)).toBeNull();
      expect(req.headers.host).toBe(host);
    }
  });

  it('rewrites a stand-in without a port to the bare domain', () => {
    const req = incoming({ host: 'forum-acme-example.localhost' });
    rewriteStandIn(req, domains.standIn);
    expect(req.headers.host).toBe('forum.acme.example');
  });
});
