// The owner journey over HTTP (owner-dashboard §2-§6): onboarding answers, branding uploads verified by magic
// bytes, atomic and idempotent creation with its defaults, races for one subdomain, publishing, the switcher and
// the overview, and who may do each.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ACCENT_COLORS } from '@hearth/shared/constants/design';
import * as messages from '@hearth/shared/messages';
import { subdomainMessages } from '@hearth/shared/rules/subdomain';
import { keys } from '@hearth/functions/platform/db/keys';
import { bannerPng, iconPng } from '../../scripts/local/png.ts';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser, on, platform } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: platform.dynamodb,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  }),
);

const organization = {
  organizationName: '  Makers Guild  ',
  organizationType: 'Non-profit',
  organizationPhone: '+1 555 0100',
  communityGoals: 'Help first-time founders ship.',
};

let subdomainCounter = 0;
const freshSubdomain = (tag = 'hub') => `${tag}-${Date.now().toString(36)}-${++subdomainCounter}`;

const createBody = (overrides: Record<string, unknown> = {}) => ({
  requestId: ulid(),
  communityName: 'Makers Hub',
  communitySubdomain: freshSubdomain(),
  ...organization,
  ...overrides,
});

async function newOwner(): Promise<Browser> {
  return (await signedInAccount('app.localhost', 'owner')).browser;
}

async function demoOwner(): Promise<Browser> {
  const browser = newBrowser('app.localhost');
  const res = await browser('/api/v1/auth/sign-in', {
    body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
  });
  expect(res.status).toBe(200);
  return browser;
}

async function upload(browser: Browser, type: 'icon' | 'banner', bytes: Buffer, fileType = 'image/png') {
  const presigned = await browser<{ key: string; url: string; fields: Record<string, string> }>(
    '/api/v1/communities/branding-uploads',
    { body: { type, fileType } },
  );
  expect(presigned.status, presigned.text).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.json.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]));
  const stored = await fetch(presigned.json.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return presigned.json.key;
}

async function itemsOf(communityId: string) {
  const out = await db.send(
    new QueryCommand({
      TableName: 'hearth',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.community(communityId).PK },
    }),
  );
  return out.Items ?? [];
}

describe('onboarding answers', () => {
  it('starts empty, then keeps the organization (trimmed) and the plan choice', async () => {
    const owner = await newOwner();
    expect((await owner('/api/v1/onboarding')).json).toEqual({ organization: null, planChoice: null });

    const saved = await owner('/api/v1/onboarding/organization', { method: 'PUT', body: organization });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ organization: { ...organization, organizationName: 'Makers Guild' } });

    const plan = await owner('/api/v1/onboarding/plan', {
      method: 'PUT',
      body: { planId: 'professional-plan', interval: 'year' },
    });
    expect(plan.status).toBe(200);
    expect((await owner('/api/v1/onboarding')).json).toEqual({
      organization: { ...organization, organizationName: 'Makers Guild' },
      planChoice: { planId: 'professional-plan', interval: 'year' },
    });
  });

  it.each([
    ['organizationName', '   ', messages.organizationLength('Name')],
    ['organizationName', 'x'.repeat(101), messages.organizationLength('Name')],
    ['organizationType', '', messages.organizationLength('Type')],
    ['organizationPhone', '', messages.fieldRequired],
    ['communityGoals', '', messages.fieldRequired],
  ])('refuses %s=%j with "%s"', async (field, value, message) => {
    const owner = await newOwner();
    const res = await owner('/api/v1/onboarding/organization', {
      method: 'PUT',
      body: { ...organization, [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('refuses an unknown plan and the enterprise plan (Contact us)', async () => {
    const owner = await newOwner();
    for (const planId of ['gold-plan', 'enterprise-plan']) {
      const res = await owner('/api/v1/onboarding/plan', { method: 'PUT', body: { planId, interval: 'month' } });
      expect(res.status).toBe(400);
    }
  });
});

describe('POST /api/v1/communities', () => {
  it('creates the community with every default in one go, live at its subdomain', async () => {
    const owner = await newOwner();
    await owner('/api/v1/onboarding/plan', { method: 'PUT', body: { planId: 'premium-plan', interval: 'month' } });
    const iconKey = await upload(owner, 'icon', iconPng('#087f5b'));
    const bannerKey = await upload(owner, 'banner', bannerPng('#087f5b'));
    const body = createBody({
      communityTagline: 'Where makers meet',
      communityDescription: '<p>Hello <strong>makers</strong><script>alert(1)</script></p>',
      communityThemeColor: '#087f5b',
      communityIconKey: iconKey,
      communityBannerKey: bannerKey,
    });
    const res = await owner<{ communityId: string; subdomain: string; url: string }>('/api/v1/communities', { body });
    expect(res.status, res.text).toBe(201);
    expect(res.json.subdomain).toBe(body.communitySubdomain);
    expect(res.json.url).toBe(`http://${body.communitySubdomain}.localhost:${platform.port}`);

    const items = await itemsOf(res.json.communityId);
    const cid = res.json.communityId;
    const bySk = (prefix: string) => items.filter((i) => String(i.SK).startsWith(prefix));
    expect(bySk(keys.community(cid).SK)[0]).toMatchObject({
      communityName: 'Makers Hub',
      communityTagline: 'Where makers meet',
      communityThemeColor: '#087f5b',
      communityDescription: '<p>Hello <strong>makers</strong></p>',
      communityIconKey: iconKey,
      communityBannerKey: bannerKey,
      isLive: true,
      planChoice: { planId: 'premium-plan', interval: 'month' },
      organization: { organizationName: 'Makers Guild' },
    });
    // The item kinds by their sort-key prefixes (each kind's key with an empty id; keys.ts has no prefix of every
    // category or every settings document of a community).
    expect(bySk(keys.staff(cid, '').SK)).toHaveLength(1);
    expect(bySk(keys.staff(cid, '').SK)[0]).toMatchObject({ accessLevel: 100, role: 'owner' });
    expect(bySk(keys.role(cid, '').SK).map((r) => r.name)).toEqual(['Admins', 'Members', 'Moderators']);
    expect(bySk(keys.subforum(cid, '').SK)).toHaveLength(1);
    expect(bySk('CATEGORY#')).toHaveLength(2);
    const settingsKey = (name: 'feed-menu' | 'legal' | 'reactions') => keys.settings(cid, name).SK;
    expect(bySk('SETTINGS#').map((s) => s.SK)).toEqual((['feed-menu', 'legal', 'reactions'] as const).map(settingsKey));
    const menu = bySk(settingsKey('feed-menu'))[0]!.items as Array<{ name: string; value: string }>;
    expect(menu.filter((m) => m.name === 'postTypes').map((m) => m.value)).toEqual(['post', 'image', 'poll']);

    const site = await on(`${body.communitySubdomain}.localhost`)('/api/v1/site');
    expect(site.json).toMatchObject({
      kind: 'community',
      community: { name: 'Makers Hub', tagline: 'Where makers meet', color: '#087f5b', isLive: true },
    });
  });

  it('fills defaults for "Use Default Settings" (no description, tagline, colour or images)', async () => {
    const owner = await newOwner();
    const body = createBody({ communityName: 'Plain & Simple <Club>' });
    const res = await owner<{ communityId: string }>('/api/v1/communities', { body });
    expect(res.status, res.text).toBe(201);
    const community = (await itemsOf(res.json.communityId)).find(
      (i) => i.SK === keys.community(res.json.communityId).SK,
    )!;
    expect(community.communityTagline).toBe('Welcome to Plain & Simple <Club>');
    expect(community.communityDescription).toContain('Plain &amp; Simple &lt;Club&gt;');
    expect(ACCENT_COLORS.map((c) => c.value)).toContain(community.communityThemeColor);
  });

  it('answers a repeated requestId (double-clicked Publish) with the same single community', async () => {
    const owner = await newOwner();
    const body = createBody();
    const [a, b] = await Promise.all([
      owner<{ communityId: string }>('/api/v1/communities', { body }),
      owner<{ communityId: string }>('/api/v1/communities', { body }),
    ]);
    const again = await owner<{ communityId: string }>('/api/v1/communities', { body });
    expect([a.status, b.status, again.status]).toEqual([201, 201, 201]);
    expect(new Set([a.json.communityId, b.json.communityId, again.json.communityId]).size).toBe(1);
    const list = await owner<{ items: unknown[] }>('/api/v1/communities');
    expect(list.json.items).toHaveLength(1);
  });

  it('20 owners racing for one subdomain: exactly one wins, 19 hear it is taken, nothing orphaned', async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, () => newOwner()));
    const subdomain = freshSubdomain('race');
    const results = await Promise.all(
      owners.map((owner) => owner('/api/v1/communities', { body: createBody({ communitySubdomain: subdomain }) })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 201);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.json).toMatchObject({
        message: subdomainMessages.taken,
        fields: { communitySubdomain: subdomainMessages.taken },
      });
    }
    const lists = await Promise.all(owners.map((o) => o<{ items: unknown[] }>('/api/v1/communities')));
    expect(lists.map((l) => l.json.items.length).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it.each([
    ['communityName', 'ab', messages.communityNameLength],
    ['communityName', 'x'.repeat(51), messages.communityNameLength],
    ['communitySubdomain', 'Upper', subdomainMessages.characters],
    ['communitySubdomain', 'café', subdomainMessages.characters],
    ['communitySubdomain', 'admin', subdomainMessages.unavailable],
    ['communitySubdomain', 'ab', subdomainMessages.length],
    ['communityTagline', 'x'.repeat(51), messages.taglineLength],
    ['communityThemeColor', '#123456', messages.accentColor],
    ['communityDescription', '<p> </p><script>x</script>', messages.descriptionEmpty],
  ])('refuses %s=%j with "%s"', async (field, value, message) => {
    const owner = await newOwner();
    const res = await owner('/api/v1/communities', { body: createBody({ [field]: value }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { [field]: message } });
  });

  it("refuses a renamed non-image, another account's upload and a path outside the prefix", async () => {
    const owner = await newOwner();
    const fake = await upload(owner, 'icon', Buffer.from('MZ not really a png at all'));
    const res = await owner('/api/v1/communities', { body: createBody({ communityIconKey: fake }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { communityIconKey: messages.invalidImage } });

    const other = await newOwner();
    const theirs = await upload(other, 'banner', bannerPng('#c92a2a'));
    const stolen = await owner('/api/v1/communities', { body: createBody({ communityBannerKey: theirs }) });
    expect(stolen.json).toMatchObject({ fields: { communityBannerKey: messages.invalidImage } });
    const escape = await owner('/api/v1/communities', {
      body: createBody({ communityIconKey: 'c/cm-demo/branding/icon.png' }),
    });
    expect(escape.status).toBe(400);
  });

  it('is for signed-in owner-app accounts only', async () => {
    expect((await newBrowser('app.localhost')('/api/v1/communities', { body: createBody() })).status).toBe(401);
    const { browser } = await signedInAccount('demo.localhost', 'member');
    const res = await browser('/api/v1/communities', { body: createBody() });
    expect(res.status).toBe(404);
  });
});

describe('branding uploads', () => {
  it('verifies a real PNG and rejects a fake one with the spec message', async () => {
    const owner = await newOwner();
    const key = await upload(owner, 'banner', bannerPng('#4263eb'));
    const ok = await owner<{ url: string }>('/api/v1/communities/branding-uploads/verify', {
      body: { type: 'banner', key },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.url).toMatch(/^\/media\/c\/app\/owners\/.+\.png$/);

    const fake = await upload(owner, 'icon', Buffer.from('<svg onload=alert(1)>'));
    const bad = await owner('/api/v1/communities/branding-uploads/verify', { body: { type: 'icon', key: fake } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: messages.invalidImage });
  });

  it('offers png and jpeg only', async () => {
    const owner = await newOwner();
    const gif = await owner('/api/v1/communities/branding-uploads', { body: { type: 'icon', fileType: 'image/gif' } });
    expect(gif.status).toBe(400);
    expect(gif.json).toMatchObject({ fields: { fileType: messages.invalidImage } });
  });
});

describe('publish, switcher and overview', () => {
  it('lists exactly the communities the account is staff in', async () => {
    const owner = await newOwner();
    expect((await owner<{ items: unknown[] }>('/api/v1/communities')).json.items).toEqual([]);
    const a = await owner<{ communityId: string }>('/api/v1/communities', {
      body: createBody({ communityName: 'Beta Hub' }),
    });
    const b = await owner<{ communityId: string }>('/api/v1/communities', {
      body: createBody({ communityName: 'Alpha Hub' }),
    });
    const list = await owner<{ items: Array<{ communityId: string; role: string; communityName: string }> }>(
      '/api/v1/communities',
    );
    expect(list.json.items.map((c) => [c.communityName, c.role])).toEqual([
      ['Alpha Hub', 'owner'],
      ['Beta Hub', 'owner'],
    ]);
    expect(list.json.items.map((c) => c.communityId).sort()).toEqual([a.json.communityId, b.json.communityId].sort());

    const demo = await demoOwner();
    const demoList = await demo<{ items: Array<{ subdomain: string }> }>('/api/v1/communities');
    expect(demoList.json.items.map((c) => c.subdomain).sort()).toEqual(['demo', 'founders']);
  });

  it('only the owner publishes and unpublishes; unpublished is visible to staff only', async () => {
    const owner = await newOwner();
    const body = createBody();
    const created = await owner<{ communityId: string }>('/api/v1/communities', { body });
    const path = `/api/v1/communities/${created.json.communityId}/published`;

    const stranger = await newOwner();
    expect((await stranger(path, { method: 'PUT', body: { isLive: false } })).status).toBe(404);

    const off = await owner(path, { method: 'PUT', body: { isLive: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.json).toEqual({ communityId: created.json.communityId, isLive: false });
    const site = await on(`${body.communitySubdomain}.localhost`)('/api/v1/site');
    expect(site.json).toMatchObject({ community: { isLive: false } });

    const on_ = await owner(path, { method: 'PUT', body: { isLive: true } });
    expect(on_.json).toMatchObject({ isLive: true });
    expect((await owner(path, { method: 'PUT', body: { isLive: 'yes' } })).status).toBe(400);
  });

  it('shows the overview to staff: plan, zero-filled days and real member activity', async () => {
    const owner = await newOwner();
    await owner('/api/v1/onboarding/plan', { method: 'PUT', body: { planId: 'essential-plan', interval: 'month' } });
    const body = createBody();
    const created = await owner<{ communityId: string }>('/api/v1/communities', { body });
    const overviewPath = `/api/v1/communities/${created.json.communityId}/overview`;

    const empty = await owner<{ activity: Array<{ newMembers: number }>; totals: Record<string, number> }>(
      overviewPath,
    );
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json).toMatchObject({
      planDetails: { id: 'essential-plan', name: 'Essential Plan', billing: 'not-set-up' },
      community: { role: 'owner', isLive: true },
      totals: { newMembers: 0, activeMembers: 0, posts: 0, members: 0 },
    });
    expect(empty.json.activity).toHaveLength(7);

    // A member joins and signs in: one new member and one active member today.
    await signedInAccount(`${body.communitySubdomain}.localhost`, 'joiner');
    const after = await owner<{
      activity: Array<{ date: string; newMembers: number; activeMembers: number }>;
      totals: Record<string, number>;
    }>(`${overviewPath}?range=30d`);
    expect(after.json.activity).toHaveLength(30);
    const today = after.json.activity.at(-1)!;
    expect(today).toMatchObject({ date: new Date().toISOString().slice(0, 10), newMembers: 1, activeMembers: 1 });
    expect(after.json.totals).toMatchObject({ newMembers: 1, members: 1 });

    expect((await owner(`${overviewPath}?range=1y`)).status).toBe(400);
    expect((await (await newOwner())(overviewPath)).status).toBe(404);
  });
});
