// The Platform Settings page over HTTP (owner-dashboard §2 Platform Settings, §5, §6, §8): every endpoint × who calls
// it, each section's setting as the community site shows it, plan limits and bad input.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCENT_COLORS } from '@hearth/shared/constants/design';
import * as messages from '@hearth/shared/messages';
import type { PlatformSettings } from '@hearth/shared/schemas/platform-settings';
import { keys } from '@hearth/functions/platform/db/keys';
import { encodePng, iconPng } from '../../scripts/local/png.ts';
import { signedInAccount } from './auth-flows.ts';
import { makeEditor } from './editor-flows.ts';
import { newBrowser, on, platform, table } from './context.ts';
import { hostClient } from '../support/http.ts';

type Browser = ReturnType<typeof newBrowser>;
type Caller = (path: string, options?: { method?: string; body?: unknown }) => ReturnType<Browser>;

const organization = {
  organizationName: 'Makers Guild',
  organizationType: 'Non-profit',
  organizationPhone: '+1 555 0100',
  communityGoals: 'Help first-time founders ship.',
};
let counter = 0;
const freshSubdomain = () => `settings-${Date.now().toString(36)}-${++counter}`;

/** A signed-in owner-app account with a community of its own on the given plan. */
async function ownerWithCommunity(planId = 'professional-plan') {
  const { browser } = await signedInAccount('app.localhost', 'owner');
  await browser('/api/v1/onboarding/plan', { method: 'PUT', body: { planId, interval: 'month' } });
  const subdomain = freshSubdomain();
  const created = await browser<{ communityId: string }>('/api/v1/communities', {
    body: { requestId: ulid(), communityName: 'Settings Hub', communitySubdomain: subdomain, ...organization },
  });
  expect(created.status, created.text).toBe(201);
  return { browser, communityId: created.json.communityId, subdomain, site: on(`${subdomain}.localhost`) };
}

async function memberIdOf(browser: Browser) {
  const session = await browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  return session.json.user.memberId;
}

/** Sends a community account's cookies to the owner app's host (a session of another tenant). */
const onAppWith = (account: Browser): Caller => {
  const send = hostClient(platform.port, 'app.localhost');
  return (path, options = {}) =>
    send(path, { ...options, cookies: [...account.jar].map(([k, v]) => `${k}=${v}`) }) as ReturnType<Browser>;
};

async function upload(browser: Browser, path: string, body: unknown, bytes: Buffer) {
  const presigned = await browser<{ key: string; url: string; fields: Record<string, string> }>(path, { body });
  expect(presigned.status, presigned.text).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.json.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]));
  const stored = await fetch(presigned.json.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return presigned.json.key;
}

const base = (communityId: string) => `/api/v1/communities/${communityId}/settings`;

/** A valid body for each endpoint, from the page as it is. */
function validCalls(communityId: string, page: PlatformSettings) {
  const b = base(communityId);
  const info = page.information;
  return [
    { name: 'getPlatformSettings', path: b, method: 'GET', body: undefined, ok: 200 },
    {
      name: 'saveInformation',
      path: `${b}/information`,
      method: 'PUT',
      body: {
        communityName: info.communityName,
        communityTagline: info.communityTagline,
        communityDescription: info.communityDescription,
        communityIconKey: info.communityIconKey,
        communityBannerKey: info.communityBannerKey,
        backlinkTitle: '',
        backlinkUrl: '',
      },
      ok: 200,
    },
    { name: 'saveFeedMenu', path: `${b}/feed`, method: 'PUT', body: page.feed, ok: 200 },
    { name: 'saveSeo', path: `${b}/seo`, method: 'PUT', body: page.seo, ok: 200 },
    { name: 'savePlatformPermissions', path: `${b}/permissions`, method: 'PUT', body: page.permissions, ok: 200 },
    { name: 'saveVisibility', path: `${b}/visibility`, method: 'PUT', body: page.visibility, ok: 200 },
    { name: 'saveDesign', path: `${b}/design`, method: 'PUT', body: page.design, ok: 200 },
    {
      name: 'saveTerms',
      path: `${b}/terms`,
      method: 'PUT',
      body: { communityTermsOfUse: page.legal.communityTermsOfUse, communityRules: page.legal.communityRules },
      ok: 200,
    },
    {
      name: 'savePrivacy',
      path: `${b}/privacy`,
      method: 'PUT',
      body: { communityPrivacyStatement: page.legal.communityPrivacyStatement },
      ok: 200,
    },
    {
      name: 'createReactionUpload',
      path: `${b}/reaction-uploads`,
      method: 'POST',
      body: { fileType: 'image/png' },
      ok: 201,
    },
    {
      name: 'updateReaction',
      path: `${b}/reactions/${page.reactions[0]!.id}`,
      method: 'PUT',
      body: { title: page.reactions[0]!.title },
      ok: 200,
    },
  ];
}

describe('who may call each endpoint', () => {
  let owner: Awaited<ReturnType<typeof ownerWithCommunity>>;
  let callers: Record<string, { call: Caller; status: number }>;
  let page: PlatformSettings;

  beforeAll(async () => {
    owner = await ownerWithCommunity();
    const editorAccount = await signedInAccount('app.localhost', 'editor');
    const editor = editorAccount.browser;
    await makeEditor(owner.browser, owner.communityId, editorAccount);
    const member = (await signedInAccount(`${owner.subdomain}.localhost`, 'member')).browser;
    const moderator = (await signedInAccount(`${owner.subdomain}.localhost`, 'moderator')).browser;
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.member(owner.communityId, await memberIdOf(moderator)),
        UpdateExpression: 'SET roleIds = :r',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':r': ['moderators'] },
      }),
    );
    const other = await ownerWithCommunity();
    callers = {
      owner: { call: owner.browser, status: 200 },
      editor: { call: editor, status: 200 },
      moderator: { call: onAppWith(moderator), status: 403 },
      member: { call: onAppWith(member), status: 403 },
      guest: { call: newBrowser('app.localhost'), status: 401 },
      "another community's owner": { call: other.browser, status: 404 },
    };
    page = (await owner.browser<PlatformSettings>(base(owner.communityId))).json;
  });

  it('refuses everyone but staff, and nothing changes', async () => {
    const before = page;
    for (const [who, { call, status }] of Object.entries(callers)) {
      if (status === 200) continue;
      for (const c of validCalls(owner.communityId, page)) {
        const res = await call(c.path, { method: c.method, body: c.body });
        expect(res.status, `${who} ${c.name}: ${res.text}`).toBe(status);
      }
    }
    // The refused writes above carried changes: none landed.
    const other = callers["another community's owner"]!.call;
    const changed = await other(`${base(owner.communityId)}/seo`, {
      method: 'PUT',
      body: { title: 'Hijacked title', description: 'Hijacked' },
    });
    expect(changed.status).toBe(404);
    expect((await owner.browser<PlatformSettings>(base(owner.communityId))).json).toEqual(before);
  });

  it('lets the owner and an editor call every endpoint', async () => {
    for (const who of ['owner', 'editor']) {
      for (const c of validCalls(owner.communityId, page)) {
        const res = await callers[who]!.call(c.path, { method: c.method, body: c.body });
        expect(res.status, `${who} ${c.name}: ${res.text}`).toBe(c.ok);
      }
    }
  });

  it('answers a community host with no owner-app route (tenancy app)', async () => {
    const res = await owner.site(base(owner.communityId));
    expect(res.status).toBe(404);
  });
});

describe('each section as the community site shows it', () => {
  let owner: Awaited<ReturnType<typeof ownerWithCommunity>>;
  let page: PlatformSettings;
  const put = (path: string, body: unknown) =>
    owner.browser<PlatformSettings>(`${base(owner.communityId)}${path}`, { method: 'PUT', body });

  beforeAll(async () => {
    owner = await ownerWithCommunity();
    page = (await owner.browser<PlatformSettings>(base(owner.communityId))).json;
  });

  it('Platform Information: name, tagline, icon and back-link', async () => {
    const iconKey = await upload(
      owner.browser,
      '/api/v1/communities/branding-uploads',
      { type: 'icon', fileType: 'image/png' },
      iconPng('#087f5b'),
    );
    const res = await put('/information', {
      communityName: 'Renamed Hub',
      communityTagline: 'A new tagline',
      communityDescription: '<p>About <strong>us</strong><script>alert(1)</script></p>',
      communityIconKey: iconKey,
      communityBannerKey: null,
      backlinkTitle: 'Our website',
      backlinkUrl: 'https://makers.example.com',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.information).toMatchObject({
      communityName: 'Renamed Hub',
      communityDescription: '<p>About <strong>us</strong></p>',
      communityIconKey: iconKey,
    });
    const site = await owner.site<{ community: { name: string; tagline: string; iconURL: string } }>('/api/v1/site');
    expect(site.json.community).toMatchObject({ name: 'Renamed Hub', tagline: 'A new tagline' });
    expect(site.json.community.iconURL).toContain(iconKey.split('/').pop());
    const layout = await owner.site<{ backlink: unknown; description: string }>('/api/v1/layout');
    expect(layout.json.backlink).toEqual({ title: 'Our website', url: 'https://makers.example.com' });
    expect(layout.json.description).toBe('<p>About <strong>us</strong></p>');
  });

  it('Community Feed: a disabled post type is refused by the feed, the order is the ranks', async () => {
    const res = await put('/feed', {
      ...page.feed,
      postTypes: [
        { value: 'poll', enabled: true },
        { value: 'post', enabled: true },
        { value: 'image', enabled: false },
      ],
      postsSorting: [...page.feed.postsSorting].reverse(),
    });
    expect(res.status, res.text).toBe(200);
    const layout = await owner.site<{ feed: { postTypes: string[]; postsSorting: string[] } }>('/api/v1/layout');
    expect(layout.json.feed.postTypes).toEqual(['poll', 'post']);
    expect(layout.json.feed.postsSorting).toEqual(page.feed.postsSorting.map((m) => m.value).reverse());
    const feed = await owner.site('/api/v1/feed?type=image');
    expect(feed.status).toBe(400);
    expect((await owner.site('/api/v1/feed?type=poll')).status).toBe(200);
  });

  it('SEO Settings: the site answers the page title and description', async () => {
    expect((await put('/seo', { title: '  Makers SEO title ', description: 'Find makers' })).status).toBe(200);
    const site = await owner.site<{ community: { seo: unknown } }>('/api/v1/site');
    expect(site.json.community.seo).toEqual({ title: 'Makers SEO title', description: 'Find makers' });
  });

  it('Platform Permissions: a toggle off is off for members (the API refuses), staff keep theirs', async () => {
    const member = (await signedInAccount(`${owner.subdomain}.localhost`, 'member')).browser;
    const categories = await member<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const textPost = (title: string) => ({
      type: 'post',
      title,
      categoryId: categories.json.items[0]!.id,
      content: '<p>Hello there</p>',
    });
    expect((await member('/api/v1/posts', { body: textPost('Allowed first post') })).status).toBe(201);
    expect((await put('/permissions', { ...page.permissions, post: false })).status).toBe(200);
    const after = await member<{ permissions: Record<string, boolean> }>('/api/v1/layout');
    expect(after.json.permissions).toMatchObject({ post: false, poll: true });
    const refused = await member('/api/v1/posts', { body: textPost('Refused second post') });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ reason: 'POST_TYPE_NOT_ALLOWED' });
    expect((await put('/permissions', { ...page.permissions, post: true })).status).toBe(200);
    expect((await member('/api/v1/posts', { body: textPost('Allowed again') })).status).toBe(201);
  });

  it('Platform Settings: private community gates reads, the leaderboard goes', async () => {
    expect((await owner.site('/api/v1/layout')).status).toBe(200);
    const res = await put('/visibility', {
      privateCommunity: true,
      memberApproval: true,
      memberWhitelist: ['Makers.example.com'],
      aiContentGeneration: true,
      usersLeaderboard: false,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.visibility.memberWhitelist).toEqual(['makers.example.com']);
    expect((await owner.site('/api/v1/layout')).status).toBe(401);
    expect((await owner.site('/api/v1/feed')).status).toBe(401);
    const site = await owner.site<{ community: { privateCommunity: boolean } }>('/api/v1/site');
    expect(site.json.community.privateCommunity).toBe(true);
    await put('/visibility', { ...res.json.visibility, privateCommunity: false });
    const layout = await owner.site<{ usersLeaderboard: boolean }>('/api/v1/layout');
    expect(layout.json.usersLeaderboard).toBe(false);
  });

  it('Design: the accent colour is the site colour', async () => {
    const color = ACCENT_COLORS[6].value;
    expect((await put('/design', { communityThemeColor: color, theme: 'light' })).status).toBe(200);
    const site = await owner.site<{ community: { color: string } }>('/api/v1/site');
    expect(site.json.community.color).toBe(color);
  });

  it('Terms and Rules, Privacy Statement: the legal pages', async () => {
    expect(
      (await put('/terms', { communityTermsOfUse: '<p>New terms</p>', communityRules: '<p>Rule one</p>' })).status,
    ).toBe(200);
    expect((await put('/privacy', { communityPrivacyStatement: '<p>We keep little</p>' })).status).toBe(200);
    const pages = await Promise.all(
      ['terms', 'rules', 'privacy'].map((p) => owner.site<{ html: string }>(`/api/v1/pages/${p}`)),
    );
    expect(pages.map((p) => p.json.html)).toEqual(['<p>New terms</p>', '<p>Rule one</p>', '<p>We keep little</p>']);
  });

  it('User Reactions: a title and an image of 50×50 show in the layout', async () => {
    const reaction = page.reactions[0]!;
    const titled = await put(`/reactions/${reaction.id}`, { title: 'Cheers' });
    expect(titled.status, titled.text).toBe(200);
    const key = await upload(
      owner.browser,
      `${base(owner.communityId)}/reaction-uploads`,
      { fileType: 'image/png' },
      iconPng('#e8590c', 50),
    );
    const imaged = await put(`/reactions/${reaction.id}`, { imageKey: key });
    expect(imaged.status, imaged.text).toBe(200);
    expect(imaged.json.reactions[0]).toMatchObject({ title: 'Cheers' });
    expect(imaged.json.reactions[0]!.imageURL).toContain(key.split('/').pop());
    const layout = await owner.site<{ reactions: Array<{ key: string; title: string; imageURL: string | null }> }>(
      '/api/v1/layout',
    );
    const shown = layout.json.reactions.find((r) => r.key === reaction.key);
    expect(shown?.title).toBe('Cheers');
    expect(shown?.imageURL).toContain(key.split('/').pop());
  });
});

describe('plan limits', () => {
  it('essential: no Custom Domain section, no custom reactions (403, nothing changed)', async () => {
    const owner = await ownerWithCommunity('essential-plan');
    const page = (await owner.browser<PlatformSettings>(base(owner.communityId))).json;
    expect(page).toMatchObject({
      planId: 'monthly-essential-plan',
      customDomainAvailable: false,
      customReactionsAvailable: false,
    });
    const reaction = page.reactions[0]!;
    const res = await owner.browser(`${base(owner.communityId)}/reactions/${reaction.id}`, {
      method: 'PUT',
      body: { title: 'Cheers' },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      reason: 'CUSTOM_REACTIONS_PLAN',
      message: messages.customReactionsPlan('Professional'),
    });
    const upload = await owner.browser(`${base(owner.communityId)}/reaction-uploads`, {
      body: { fileType: 'image/png' },
    });
    expect(upload.status).toBe(403);
    expect((await owner.browser<PlatformSettings>(base(owner.communityId))).json.reactions[0]!.title).toBe(
      reaction.title,
    );
  });

  it('professional: the Custom Domain section and custom reactions', async () => {
    const owner = await ownerWithCommunity('professional-plan');
    const page = (await owner.browser<PlatformSettings>(base(owner.communityId))).json;
    expect(page).toMatchObject({ planId: 'monthly-professional-plan', customDomainAvailable: true });
  });

  it('a downgrade to essential keeps the customised reactions on the site and refuses changing them', async () => {
    const owner = await ownerWithCommunity('professional-plan');
    const reaction = (await owner.browser<PlatformSettings>(base(owner.communityId))).json.reactions[0]!;
    const renamed = await owner.browser(`${base(owner.communityId)}/reactions/${reaction.id}`, {
      method: 'PUT',
      body: { title: 'Cheers' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    // The plan the billing webhook mirrors onto the community item when the owner moves to Essential.
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.community(owner.communityId),
        UpdateExpression: 'SET planChoice = :plan',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':plan': { planId: 'essential-plan', interval: 'year' } },
      }),
    );

    const page = (await owner.browser<PlatformSettings>(base(owner.communityId))).json;
    expect(page).toMatchObject({ planId: 'yearly-essential-plan', customReactionsAvailable: false });
    expect(page.reactions[0]!.title).toBe('Cheers');
    const res = await owner.browser(`${base(owner.communityId)}/reactions/${reaction.id}`, {
      method: 'PUT',
      body: { title: 'Hooray' },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      reason: 'CUSTOM_REACTIONS_PLAN',
      message: messages.customReactionsPlan('Professional'),
    });
    const layout = await owner.site<{ reactions: Array<{ key: string; title: string }> }>('/api/v1/layout');
    expect(layout.json.reactions.find((r) => r.key === reaction.key)?.title).toBe('Cheers');
  });
});

describe('bad input', () => {
  let owner: Awaited<ReturnType<typeof ownerWithCommunity>>;
  let page: PlatformSettings;
  const put = (path: string, body: unknown) =>
    owner.browser(`${base(owner.communityId)}${path}`, { method: 'PUT', body });

  beforeAll(async () => {
    owner = await ownerWithCommunity();
    page = (await owner.browser<PlatformSettings>(base(owner.communityId))).json;
  });

  const info = () => ({
    communityName: 'Settings Hub',
    communityTagline: 'Tagline',
    communityDescription: '<p>About</p>',
    backlinkTitle: '',
    backlinkUrl: '',
  });

  it.each([
    ['/information', { communityName: 'ab' }, 'communityName', messages.communityNameLength],
    ['/information', { communityTagline: '' }, 'communityTagline', messages.taglineRequired],
    ['/information', { communityTagline: 't'.repeat(51) }, 'communityTagline', messages.taglineLength],
    ['/information', { communityDescription: '<p> </p>' }, 'communityDescription', messages.descriptionEmpty],
    ['/information', { backlinkTitle: 'Site' }, 'backlinkUrl', messages.backlinkUrlRequired],
    ['/information', { backlinkUrl: 'https://a.example.com' }, 'backlinkTitle', messages.backlinkTitleRequired],
    ['/information', { backlinkTitle: 'Site', backlinkUrl: 'not a url' }, 'backlinkUrl', messages.backlinkUrlInvalid],
    ['/seo', { title: 'ab', description: 'x' }, 'title', messages.seoTitleLength],
    ['/seo', { title: 'a'.repeat(51), description: 'x' }, 'title', messages.seoTitleLength],
    ['/seo', { title: 'Good title', description: '' }, 'description', messages.seoDescriptionRequired],
    ['/seo', { title: 'Good title', description: 'd'.repeat(51) }, 'description', messages.seoDescriptionLength],
    ['/design', { communityThemeColor: 'not-a-colour', theme: 'light' }, 'communityThemeColor', messages.accentColor],
    ['/design', { communityThemeColor: 'red', theme: 'light' }, 'communityThemeColor', messages.accentColor],
    ['/terms', { communityTermsOfUse: '', communityRules: '<p>r</p>' }, 'communityTermsOfUse', messages.fieldRequired],
    [
      '/terms',
      { communityTermsOfUse: '<p>t</p>', communityRules: '<p></p>' },
      'communityRules',
      messages.fieldRequired,
    ],
    ['/privacy', { communityPrivacyStatement: '' }, 'communityPrivacyStatement', messages.fieldRequired],
  ])('%s %j → %s: %s', async (path, change, field, message) => {
    const body = path === '/information' ? { ...info(), ...change } : change;
    const res = await put(path, body);
    expect(res.status, res.text).toBe(400);
    expect((res.json as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it('a description that is only markup after sanitizing is empty (the service says so)', async () => {
    const res = await put('/information', { ...info(), communityDescription: '<script>alert(1)</script>' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      reason: 'DESCRIPTION_EMPTY',
      fields: { communityDescription: messages.descriptionEmpty },
    });
  });

  it('refuses disabling the last active feed item, and an item the feed does not know', async () => {
    const off = page.feed.postTypes.map((m) => ({ ...m, enabled: false }));
    const res = await put('/feed', { ...page.feed, postTypes: off });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { postTypes: messages.feedMenuActiveRequired } });
    const unknown = await put('/feed', {
      ...page.feed,
      postsSorting: [...page.feed.postsSorting.slice(1), { value: 'random', enabled: true }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ reason: 'FEED_MENU_MISMATCH' });
    const layout = await owner.site<{ feed: { postTypes: string[] } }>('/api/v1/layout');
    expect(layout.json.feed.postTypes).toEqual(['post', 'image', 'poll']);
  });

  it('refuses an icon that is an HTML file renamed .png', async () => {
    const key = await upload(
      owner.browser,
      '/api/v1/communities/branding-uploads',
      { type: 'icon', fileType: 'image/png' },
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    );
    const res = await put('/information', { ...info(), communityIconKey: key });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { communityIconKey: messages.invalidImage } });
    expect((await owner.browser<PlatformSettings>(base(owner.communityId))).json.information.communityIconKey).toBe(
      page.information.communityIconKey,
    );
  });

  it("refuses another account's upload as the icon", async () => {
    const stranger = (await signedInAccount('app.localhost', 'owner')).browser;
    const key = await upload(
      stranger,
      '/api/v1/communities/branding-uploads',
      { type: 'icon', fileType: 'image/png' },
      iconPng('#087f5b'),
    );
    const res = await put('/information', { ...info(), communityIconKey: key });
    expect(res.status).toBe(400);
  });

  it('refuses a reaction image under 50×50, an HTML one, and a title of 11 chars', async () => {
    const reaction = page.reactions[1]!;
    const uploadPath = `${base(owner.communityId)}/reaction-uploads`;
    const small = await upload(
      owner.browser,
      uploadPath,
      { fileType: 'image/png' },
      encodePng(10, 10, () => [1, 2, 3]),
    );
    const tooSmall = await put(`/reactions/${reaction.id}`, { imageKey: small });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.json).toMatchObject({
      message: messages.reactionImageSize,
      fields: { imageKey: messages.reactionImageSize },
    });
    const html = await upload(owner.browser, uploadPath, { fileType: 'image/png' }, Buffer.from('<html></html>'));
    const notImage = await put(`/reactions/${reaction.id}`, { imageKey: html });
    expect(notImage.status).toBe(400);
    expect(notImage.json).toMatchObject({ fields: { imageKey: messages.invalidImage } });
    const long = await put(`/reactions/${reaction.id}`, { title: 'a'.repeat(11) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ fields: { title: messages.reactionTitleLength } });
    const jpeg = await owner.browser(uploadPath, { body: { fileType: 'image/jpeg' } });
    expect(jpeg.status).toBe(400);
    const missing = await put('/reactions/no-such-reaction', { title: 'Hi' });
    expect(missing.status).toBe(404);
  });
});
