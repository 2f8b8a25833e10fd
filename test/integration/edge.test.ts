// The edge as the local platform plays it (security review): viewer headers only the edge may set, media
// served like CloudFront serves it, bad encodings answered 400, and compressed API responses.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import { bannerPng } from '../../scripts/local/png.ts';
import { hostClient, randomLoopback } from '../support/http.ts';
import { demo, newBrowser, on, platform, uniqueEmail } from './context.ts';

const malformed = { error: 'BAD_REQUEST', message: messages.malformedRequest };

describe('viewer headers are the edge’s, never the client’s', () => {
  it('a client rotating the viewer address headers stays one address for the per-IP limit', async () => {
    const client = hostClient(platform.port, 'demo.localhost', { localAddress: randomLoopback() });
    const limit = RATE_LIMITS.forgotPassword.perIp;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await client('/api/v1/auth/forgot-password', {
        body: { email: uniqueEmail('rotate') },
        headers: {
          'x-hearth-viewer-ip': `198.51.100.${i + 1}`,
          'cloudfront-viewer-address': `198.51.100.${i + 1}:443`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses[limit]).toBe(429);
  });

  it('a client-sent x-forwarded-host cannot name another tenant (the gateway overwrites it, as CloudFront does)', async () => {
    const res = await on('unknown.localhost')('/api/v1/site', { headers: { 'x-forwarded-host': 'demo.localhost' } });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ error: 'COMMUNITY_NOT_FOUND' });
  });
});

const s3 = new S3Client({
  endpoint: platform.s3,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

async function demoOwner() {
  const owner = newBrowser('app.localhost');
  const res = await owner('/api/v1/auth/sign-in', { body: { email: 'owner@hearth.local', password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return owner;
}

/** Sends bytes to storage with the presigned POST's fields, optionally overriding some (s3rver checks none). */
async function presignedPost(
  owner: Awaited<ReturnType<typeof demoOwner>>,
  bytes: Buffer,
  override: Record<string, string> = {},
) {
  const presigned = await owner<{ key: string; url: string; fields: Record<string, string> }>(
    '/api/v1/communities/branding-uploads',
    { body: { type: 'banner', fileType: 'image/png' } },
  );
  expect(presigned.status, presigned.text).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...presigned.json.fields, ...override })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]));
  expect((await fetch(presigned.json.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return presigned.json.key;
}

describe('uploads and /media', () => {
  it('refuses a PNG-headed file that was stored as text/html through the presigned POST', async () => {
    const owner = await demoOwner();
    const key = await presignedPost(owner, bannerPng('#e8590c'), { 'Content-Type': 'text/html' });
    const res = await owner('/api/v1/communities/branding-uploads/verify', { body: { type: 'banner', key } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'UPLOAD_INVALID', message: messages.invalidImage });
    expect((await demo(`/media/${key}`)).status).toBe(404);
  });

  it('serves a verified image with CloudFront’s headers and an image type', async () => {
    const owner = await demoOwner();
    const key = await presignedPost(owner, bannerPng('#2f9e44'));
    const verified = await owner<{ url: string }>('/api/v1/communities/branding-uploads/verify', {
      body: { type: 'banner', key },
    });
    expect(verified.status, verified.text).toBe(200);
    const res = await demo(verified.json.url);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    });
  });

  it('never serves a stored object as the type its uploader declared', async () => {
    const key = `c/cm-edge/${ulid()}.png`;
    const body = Buffer.concat([bannerPng('#000000', 2, 2), Buffer.from('<script>alert(document.cookie)</script>')]);
    await s3.send(new PutObjectCommand({ Bucket: 'hearth-media', Key: key, Body: body, ContentType: 'text/html' }));
    const res = await demo(`/media/${key}`);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('badly percent-encoded input is a 400 with a JSON error body', () => {
  it('a session cookie, on any route', async () => {
    for (const path of ['/api/v1/auth/session', '/api/v1/feed', '/api/v1/layout']) {
      const res = await demo(path, { cookies: ['hearth_id=%E0%A4%A'] });
      expect(res.status, path).toBe(400);
      expect(res.json, path).toMatchObject({ error: 'BAD_REQUEST', message: messages.malformedCookie });
    }
  });

  it.each(['/api/v1/posts/%E0%A4%A', '/api/v1/comments/%E0%A4%A/thread', '/media/%E0%A4%A', '/%E0%A4%A'])(
    'a path: %s',
    async (path) => {
      const res = await demo(path);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(malformed);
    },
  );
});

describe('API responses are compressed when the client asks', () => {
  it('a feed page comes back brotli- or gzip-encoded and decodes to the same JSON', async () => {
    const plain = await demo('/api/v1/feed?sort=new');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await demo('/api/v1/feed?sort=new', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(plain.json);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const gzip = await demo('/api/v1/feed?sort=new', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(plain.json);
  });
});
