// The render Lambda's routing: which requests are rendered, how it reaches the API, and what everything else gets.
import { describe, expect, it } from 'vitest';
import { GUEST_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '@hearth/shared/contracts/guest-cache';
import type { RenderFunction, RenderRequest } from './contract.ts';
import { PAGE_CACHE_CONTROL } from './contract.ts';
import { createRenderHandler, SHELL_CACHE_CONTROL, type FunctionUrlEvent } from './lambda.ts';
import { createSharedReads } from './shared-reads.ts';

const SHELL = '<!doctype html><div id="root"></div>';
const API = 'https://abc123.execute-api.eu-west-1.amazonaws.com';

/** A render that answers with what it was asked and what the API said, or null for `/sign-in`. */
function setup(render: RenderFunction = echoRender, cacheControl = 'no-store') {
  const apiCalls: Array<{ url: string; headers: Record<string, string> }> = [];
  const handler = createRenderHandler({
    render: () => Promise.resolve(render),
    assets: { template: SHELL, manifest: {} },
    apiOrigin: API,
    originSecret: 's3cret',
    // A clock that stands still: what is kept is decided by the answer's headers, not by how fast the test runs.
    sharedReads: createSharedReads({ now: () => 0 }),
    fetch: (input, init) => {
      apiCalls.push({ url: String(input), headers: init?.headers as Record<string, string> });
      return Promise.resolve(Response.json({ name: 'Demo' }, { headers: { 'cache-control': cacheControl } }));
    },
  });
  return { handler, apiCalls };
}

const echoRender: RenderFunction = async (request: RenderRequest, api) => {
  if (request.url.startsWith('/sign-in')) return null;
  const site = (await (await api('/api/v1/site')).json()) as { name: string };
  return { status: 200, html: `<h1>${site.name}</h1> ${request.origin}${request.url}`, contentType: 'text/html' };
};

const event = (path: string, host: string, method = 'GET', query = ''): FunctionUrlEvent => ({
  rawPath: path,
  rawQueryString: query,
  headers: { 'x-forwarded-host': host },
  requestContext: { http: { method } },
});

describe('the render Lambda', () => {
  it("renders a community host's page through the API as the edge calls it, cacheable at CloudFront", async () => {
    const { handler, apiCalls } = setup();
    const result = await handler(event('/post/hello', 'demo.hearth.example', 'GET', 'comment=1'));
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('<h1>Demo</h1> https://demo.hearth.example/post/hello?comment=1');
    expect(result.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(apiCalls).toEqual([
      {
        url: `${API}/api/v1/site`,
        headers: { 'x-forwarded-host': 'demo.hearth.example', 'x-hearth-origin-secret': 's3cret' },
      },
    ]);
  });

  it('reads an answer guests share once per host for its s-maxage, as the edge would keep it', async () => {
    const { handler, apiCalls } = setup(echoRender, GUEST_CACHE_CONTROL);
    for (const path of ['/', '/post/a', '/post/b']) {
      expect((await handler(event(path, 'demo.hearth.example'))).body).toContain('<h1>Demo</h1>');
    }
    await handler(event('/', 'other.hearth.example'));
    expect(apiCalls.map((call) => call.headers['x-forwarded-host'])).toEqual([
      'demo.hearth.example',
      'other.hearth.example',
    ]);
  });

  it('reads an answer the API does not mark shareable on every render', async () => {
    const { handler, apiCalls } = setup(echoRender, PRIVATE_CACHE_CONTROL);
    await handler(event('/', 'demo.hearth.example'));
    await handler(event('/', 'demo.hearth.example'));
    expect(apiCalls).toHaveLength(2);
  });

  it('answers the owner app, unrendered routes and other methods with the SPA shell, never cached at the edge', async () => {
    const { handler, apiCalls } = setup();
    for (const request of [
      event('/overview', 'app.hearth.example'),
      event('/sign-in', 'demo.hearth.example'),
      event('/', 'demo.hearth.example', 'POST'),
      event('/', ''),
    ]) {
      const result = await handler(request);
      expect(result).toMatchObject({ statusCode: 200, body: SHELL });
      expect(result.headers['cache-control']).toBe(SHELL_CACHE_CONTROL);
    }
    expect(apiCalls).toEqual([]);
  });

  it.each(['demo.hearth.example:99999', 'demo.hearth.example:abc', 'demo..hearth.example'])(
    'refuses a page of a host that does not parse (%s) with 400, without rendering',
    async (host) => {
      // As the render does, the page's URL is built on the origin.
      const { handler, apiCalls } = setup((request, api, assets) => {
        new URL(request.url, request.origin);
        return echoRender(request, api, assets);
      });
      const result = await handler(event('/robots.txt', host));
      expect(result.statusCode).toBe(400);
      expect(JSON.parse(result.body)).toEqual({ error: 'BAD_REQUEST', message: 'The request names no valid host.' });
      expect(apiCalls).toEqual([]);
    },
  );

  it('falls back to the shell when the render fails, so the browser can still render the page', async () => {
    const { handler } = setup(() => Promise.reject(new Error('API unreachable')));
    const result = await handler(event('/', 'demo.hearth.example'));
    expect(result).toMatchObject({ statusCode: 200, body: SHELL });
  });

  it('keeps the status of the render (a missing post is a 404) and sends no body to HEAD', async () => {
    const { handler } = setup(() => Promise.resolve({ status: 404, html: '<p>gone</p>', contentType: 'text/html' }));
    expect(await handler(event('/post/nope', 'demo.hearth.example'))).toMatchObject({ statusCode: 404 });
    expect(await handler(event('/post/nope', 'demo.hearth.example', 'HEAD'))).toMatchObject({
      statusCode: 404,
      body: '',
    });
  });

  it('answers a missing built file with 404 rather than the shell, but renders robots.txt and sitemap.xml', async () => {
    const { handler } = setup();
    expect(await handler(event('/missing.png', 'demo.hearth.example'))).toMatchObject({ statusCode: 404 });
    expect(await handler(event('/robots.txt', 'demo.hearth.example'))).toMatchObject({ statusCode: 200 });
  });
});
