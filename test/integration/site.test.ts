import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { siteResponseSchema } from '@hearth/shared/schemas/site';
import { keys } from '@hearth/functions/platform/db/keys';
import { app, demo, on, platform } from './context.ts';

describe('GET /api/v1/site (tenant from host)', () => {
  it('answers the owner app on app.localhost', async () => {
    const res = await app('/api/v1/site');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ kind: 'app' });
  });

  it("answers the demo community's look on demo.localhost, matching the stored item", async () => {
    const res = await demo('/api/v1/site');
    expect(res.status).toBe(200);
    const site = siteResponseSchema.parse(res.json);
    if (site.kind !== 'community') throw new Error('expected a community');
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: platform.dynamodb,
        region: 'us-east-1',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      }),
    );
    const stored = await db.send(
      new GetCommand({ TableName: 'hearth', Key: keys.community(site.community.communityId) }),
    );
    expect(site.community).toMatchObject({
      subdomain: 'demo',
      name: stored.Item?.communityName,
      tagline: stored.Item?.communityTagline,
      color: stored.Item?.communityThemeColor,
      isLive: true,
      privateCommunity: false,
    });
    expect(site.community.iconURL).toMatch(/^\/media\/c\/.+\.png$/);
  });

  it('serves the community icon and banner as real PNG images through /media', async () => {
    const site = siteResponseSchema.parse((await demo('/api/v1/site')).json);
    if (site.kind !== 'community') throw new Error('expected a community');
    for (const url of [site.community.iconURL!, site.community.bannerURL!]) {
      const image = await demo(url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
    expect((await demo('/media/c/cm-demo/branding/missing.png')).status).toBe(404);
  });

  it('marks the private demo community as private', async () => {
    const site = siteResponseSchema.parse((await on('founders.localhost')('/api/v1/site')).json);
    expect(site).toMatchObject({ kind: 'community', community: { subdomain: 'founders', privateCommunity: true } });
  });

  it.each(['unknown.localhost', 'forum.example.com', 'a.b.localhost'])(
    'answers 404 COMMUNITY_NOT_FOUND for %s',
    async (host) => {
      const res = await on(host)('/api/v1/site');
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'COMMUNITY_NOT_FOUND', message: 'There is no community at this address.' });
    },
  );

  it('ignores a client-sent x-forwarded-host: the gateway sets it from Host, as CloudFront does', async () => {
    const res = await on('demo.localhost')('/api/v1/site', {
      headers: { 'x-forwarded-host': 'unknown.localhost' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ kind: 'community', community: { subdomain: 'demo' } });
  });
});
