// The platform's own surface over HTTP: health on any host, unknown routes and the CSRF check, the OpenAPI document,
// the SPA's shell and its compression. The dev mailbox's listing is tested beside the gateway
// (scripts/local/gateway/server.test.ts), with mail the email port writes there.
import { describe, expect, it } from 'vitest';
import { catalogue } from '@hearth/shared/contracts/catalogue';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { errorBodySchema } from '@hearth/shared/errors';
import { healthResponseSchema } from '@hearth/shared/schemas/system';
import { app, demo, on } from './context.ts';

describe('GET /api/health', () => {
  it('reports every emulator up on any host', async () => {
    for (const client of [app, demo, on('no-such-community.localhost')]) {
      const res = await client('/api/health');
      expect(res.status).toBe(200);
      expect(healthResponseSchema.parse(res.json)).toEqual({
        status: 'ok',
        stage: 'local',
        services: { table: 'up', userPool: 'up', mediaBucket: 'up' },
      });
    }
  });
});

describe('unknown API routes', () => {
  it.each(['/api/v1/nothing-here', '/api/v2/site', '/api/v1/site/extra'])(
    'GET %s → 404 JSON in the error shape',
    async (path) => {
      const res = await app(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorBodySchema.parse(res.json)).toEqual({ error: 'ROUTE_NOT_FOUND', message: 'No such API route.' });
    },
  );

  it('answers a known path with an unsupported method as an unknown route', async () => {
    const res = await app('/api/v1/site', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'ROUTE_NOT_FOUND', message: 'No such API route.' });
  });

  it('refuses a mutation without the CSRF header before anything else', async () => {
    const res = await app('/api/v1/anything', { method: 'POST', body: {}, csrf: false });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'CSRF_REQUIRED' });
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('documents every endpoint in the catalogue with its method', async () => {
    const res = await app('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const endpoints = Object.values(catalogue).flatMap((d) => Object.values(d as Record<string, AnyEndpoint>));
    for (const endpoint of endpoints.filter((e) => e.method !== 'ANY')) {
      expect(
        doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()],
        `${endpoint.method} ${endpoint.path}`,
      ).toBeDefined();
    }
  });
});

describe('the SPA', () => {
  it('serves index.html for app routes on every host and 404 for missing assets', async () => {
    for (const client of [app, demo]) {
      const page = await client('/some/deep/route');
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<div id="root">/);
    }
    expect((await demo('/assets/missing-file.js')).status).toBe(404);
    // A route segment with a dot is still a route, not a file (the rule CloudFront's function applies too).
    expect((await demo('/profile/john.doe')).text).toMatch(/<div id="root">/);
  });

  it('compresses text assets like CloudFront does when the browser asks (brotli, then gzip)', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    // The SPA's shell (a route the server does not render, so every answer is the same file).
    const plain = await demo('/sign-in');
    const br = await demo('/sign-in', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.text);
    const gzip = await demo('/sign-in', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.text);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
