// Runs the CloudFront Functions' source (exactly what is deployed) against viewer-request events.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { forwardViewerHostCode, liveSocketCode, mediaPathCode, spaFallbackCode } from '../lib/edge-functions.ts';

interface CfRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}

function run(code: string, request: CfRequest, viewerIp = '198.51.100.7'): CfRequest {
  const handler = runInNewContext(`${code}\nhandler;`) as (event: {
    request: CfRequest;
    viewer: { ip: string };
  }) => CfRequest;
  return handler({ request: structuredClone(request), viewer: { ip: viewerIp } });
}

describe('forward viewer host (/api/*)', () => {
  it('copies the viewer Host into x-forwarded-host', () => {
    const out = run(forwardViewerHostCode, {
      uri: '/api/v1/site',
      headers: { host: { value: 'maple.hearth.example' } },
    });
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'maple.hearth.example' });
    expect(out.headers.host).toEqual({ value: 'maple.hearth.example' });
    expect(out.uri).toBe('/api/v1/site');
  });

  it('overwrites an x-forwarded-host the viewer sent, so a tenant cannot be spoofed', () => {
    const out = run(forwardViewerHostCode, {
      uri: '/api/v1/site',
      headers: { host: { value: 'maple.hearth.example' }, 'x-forwarded-host': { value: 'victim.hearth.example' } },
    });
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'maple.hearth.example' });
  });

  it("sets the viewer's IP from CloudFront, overwriting a copy the viewer sent", () => {
    const out = run(
      forwardViewerHostCode,
      { uri: '/api/v1/auth/sign-in', headers: { 'x-hearth-viewer-ip': { value: '203.0.113.66' } } },
      '2001:db8::7',
    );
    expect(out.headers['x-hearth-viewer-ip']).toEqual({ value: '2001:db8::7' });
  });

  it('drops a viewer-sent x-forwarded-host when there is no Host', () => {
    const out = run(forwardViewerHostCode, {
      uri: '/api/health',
      headers: { 'x-forwarded-host': { value: 'victim.example' } },
    });
    expect(out.headers['x-forwarded-host']).toBeUndefined();
  });
});

describe('live socket (/api/v1/live)', () => {
  it("sends the upgrade to the WebSocket stage's path with the viewer's host and address, overwriting copies", () => {
    const out = run(
      liveSocketCode('/live'),
      {
        uri: '/api/v1/live',
        headers: { host: { value: 'maple.hearth.example' }, 'x-forwarded-host': { value: 'victim.hearth.example' } },
      },
      '203.0.113.9',
    );
    expect(out.uri).toBe('/live');
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'maple.hearth.example' });
    expect(out.headers['x-hearth-viewer-ip']).toEqual({ value: '203.0.113.9' });
  });
});

describe('SPA fallback (default behaviour)', () => {
  it.each(['/', '/signup', '/c/general/posts/01HX', '/u/john.doe', '/settings/domains/'])('%s → /index.html', (uri) => {
    expect(run(spaFallbackCode, { uri, headers: {} }).uri).toBe('/index.html');
  });

  it.each([
    '/index.html',
    '/assets/index-Bx7a9.js',
    '/assets/index-Bx7a9.css',
    '/favicon.ico',
    '/robots.txt',
    '/logo.svg',
  ])('keeps the static file %s', (uri) => {
    expect(run(spaFallbackCode, { uri, headers: {} }).uri).toBe(uri);
  });
});

describe('media path (/media/*)', () => {
  it('maps /media/<key> to the object key', () => {
    expect(run(mediaPathCode, { uri: '/media/c/01HX/avatars/01HY.png', headers: {} }).uri).toBe(
      '/c/01HX/avatars/01HY.png',
    );
  });

  it('leaves other paths alone', () => {
    expect(run(mediaPathCode, { uri: '/mediaevil/x.png', headers: {} }).uri).toBe('/mediaevil/x.png');
  });
});
