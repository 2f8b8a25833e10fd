// The owner's API keys and the public REST API over HTTP (docs/architecture/users-api.md): keys made on the owner app,
// then used on the community's host as `Authorization: Bearer <key>`. Each test suite makes Premium communities of its
// own, so nothing here touches the demo community.
import * as apiKeyMessages from '@hearth/shared/api-key-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import type { ApiKey, CreatedApiKey } from '@hearth/shared/schemas/api-keys';
import type { Profile } from '@hearth/shared/schemas/members';
import { signedInAccount } from './auth-flows.ts';
import { on } from './context.ts';
import { ownerWithCommunity, type Owner } from './domain-flows.ts';

const FEED = '/api/v1/feed';
const keysPath = (communityId: string) => `/api/v1/communities/${communityId}/api-keys`;

async function createKey(owner: Owner, scope: 'read' | 'read-write', name = `Key ${scope}`) {
  const res = await owner.browser<CreatedApiKey>(keysPath(owner.communityId), { body: { name, scope } });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/** A client of the community's host that sends the key as a bearer (and never the CSRF header or a cookie). */
function withKey(owner: Owner, token: string) {
  const send = on(`${owner.subdomain}.localhost`);
  return <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) =>
    send<T>(path, { ...options, csrf: false, headers: { authorization: `Bearer ${token}` } });
}

async function categoryOf(owner: Owner) {
  const res = await on(`${owner.subdomain}.localhost`)<{ items: Array<{ id: string }> }>('/api/v1/categories');
  expect(res.status, res.text).toBe(200);
  return res.json.items[0]!.id;
}

describe('API keys on the owner app', () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await ownerWithCommunity('premium-plan');
  });

  it('creates a key whose token is shown once and whose list shows only its prefix', async () => {
    const created = await createKey(owner, 'read', 'CRM sync');
    expect(created.token).toMatch(/^hth_live_[a-z0-9]{8}_[0-9a-f]{48}$/);
    expect(created.apiKey).toMatchObject({ name: 'CRM sync', scope: 'read', enabled: true, lastUsedAt: null });
    expect(created.token.startsWith(created.apiKey.prefix)).toBe(true);

    const list = await owner.browser<{ items: ApiKey[] }>(keysPath(owner.communityId));
    expect(list.status, list.text).toBe(200);
    const listed = list.json.items.find((k) => k.id === created.apiKey.id);
    expect(listed).toEqual(created.apiKey);
    expect(list.text).not.toContain(created.token.slice(-48));
  });

  it('refuses a plan below Premium, naming the plan needed', async () => {
    const professional = await ownerWithCommunity('professional-plan');
    const res = await professional.browser(keysPath(professional.communityId), { body: { name: 'x', scope: 'read' } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ reason: 'USERS_API_PLAN', message: messages.usersApiPlan('Premium') });
  });

  it('tells a stranger nothing (404) and validates the body (400)', async () => {
    const stranger = await signedInAccount('app.localhost', 'stranger');
    expect((await stranger.browser(keysPath(owner.communityId))).status).toBe(404);
    const bad = await owner.browser(keysPath(owner.communityId), { body: { name: '', scope: 'admin' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'VALIDATION_FAILED' });
  });
});

describe('the public REST API', () => {
  let owner: Owner;
  let other: Owner;
  let readKey: CreatedApiKey;
  let writeKey: CreatedApiKey;

  beforeAll(async () => {
    [owner, other] = await Promise.all([ownerWithCommunity('premium-plan'), ownerWithCommunity('premium-plan')]);
    [readKey, writeKey] = await Promise.all([createKey(owner, 'read'), createKey(owner, 'read-write')]);
  });

  it('reads posts with a read key and answers the rate-limit headers', async () => {
    const res = await withKey(
      owner,
      readKey.token,
    )<{ items: unknown[]; nextCursor: string | null }>('/api/public/v1/posts');
    expect(res.status, res.text).toBe(200);
    expect(Array.isArray(res.json.items)).toBe(true);
    expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThan(0);
    expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(Number(res.headers['x-ratelimit-limit']));
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
  });

  it('records when a key was last used', async () => {
    const list = await owner.browser<{ items: ApiKey[] }>(keysPath(owner.communityId));
    expect(list.json.items.find((k) => k.id === readKey.apiKey.id)?.lastUsedAt).not.toBeNull();
  });

  it('refuses a key of another community (401), a malformed bearer (401) and no bearer (401)', async () => {
    const onOther = withKey(other, readKey.token);
    const res = await onOther('/api/public/v1/posts');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'UNAUTHENTICATED', message: apiKeyMessages.apiKeyInvalid });
    expect((await withKey(owner, 'hth_live_nothere')('/api/public/v1/posts')).status).toBe(401);
    const forged = `${readKey.apiKey.prefix}${'0'.repeat(48)}`;
    expect((await withKey(owner, forged)('/api/public/v1/posts')).status).toBe(401);
    const bare = await on(`${owner.subdomain}.localhost`)('/api/public/v1/posts');
    expect(bare.status).toBe(401);
  });

  it('refuses a key in the query string (400) without looking at it', async () => {
    const res = await withKey(owner, readKey.token)(`/api/public/v1/posts?api_key=${readKey.token}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: 'API_KEY_IN_QUERY', message: apiKeyMessages.apiKeyInQuery });
    const byValue = await on(`${owner.subdomain}.localhost`)(`/api/public/v1/posts?cursor=${readKey.token}`);
    expect(byValue.status).toBe(400);
  });

  it('refuses a read key writing (403) and creates the post with a read-write key', async () => {
    const categoryId = await categoryOf(owner);
    const body = { type: 'post', title: 'From our CRM', categoryId, content: '<p>Hello <script>x()</script></p>' };
    const refused = await withKey(owner, readKey.token)('/api/public/v1/posts', { body });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ reason: 'API_KEY_READ_ONLY', message: apiKeyMessages.apiKeyReadOnly });

    const created = await withKey(owner, writeKey.token)<{ id: string; slug: string }>('/api/public/v1/posts', {
      body,
    });
    expect(created.status, created.text).toBe(201);
    const read = await withKey(
      owner,
      readKey.token,
    )<{ title: string; content: string }>(`/api/public/v1/posts/${created.json.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.json.title).toBe('From our CRM');
    expect(read.json.content).not.toContain('<script>');
    const comments = await withKey(
      owner,
      readKey.token,
    )<{ items: unknown[] }>(`/api/public/v1/posts/${created.json.id}/comments`);
    expect(comments.status, comments.text).toBe(200);
    expect(comments.json.items).toEqual([]);
  });

  it("shows a member's birth date and location only as their privacy switches allow", async () => {
    const member = await signedInAccount(`${owner.subdomain}.localhost`, 'private');
    const saved = await member.browser<Profile>('/api/v1/me/profile', {
      method: 'PATCH',
      body: { dateOfBirth: '1990-02-28', location: 'Lyon, France', privacy: { location: false, dateOfBirth: false } },
    });
    expect(saved.status, saved.text).toBe(200);
    const seen = await withKey(owner, readKey.token)<Profile>(`/api/public/v1/members/${saved.json.memberId}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json).toMatchObject({
      memberId: saved.json.memberId,
      location: null,
      dateOfBirth: null,
      privacy: null,
    });

    const shown = await member.browser('/api/v1/me/profile', {
      method: 'PATCH',
      body: { privacy: { location: true } },
    });
    expect(shown.status, shown.text).toBe(200);
    const again = await withKey(owner, readKey.token)<Profile>(`/api/public/v1/members/${saved.json.memberId}`);
    expect(again.json).toMatchObject({ location: { city: 'Lyon', country: 'France' }, dateOfBirth: null });
  });

  it('refuses a disabled key at once (401) and takes it back when enabled; a deleted key is refused (401)', async () => {
    const key = await createKey(owner, 'read', 'Switched');
    const api = withKey(owner, key.token);
    expect((await api('/api/public/v1/posts')).status).toBe(200);
    const keyPath = `${keysPath(owner.communityId)}/${key.apiKey.id}`;

    const off = await owner.browser<ApiKey>(keyPath, { method: 'PATCH', body: { enabled: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.json.enabled).toBe(false);
    expect((await api('/api/public/v1/posts')).status).toBe(401);

    expect((await owner.browser(keyPath, { method: 'PATCH', body: { enabled: true } })).status).toBe(200);
    expect((await api('/api/public/v1/posts')).status).toBe(200);

    expect((await owner.browser(keyPath, { method: 'DELETE' })).status).toBe(200);
    expect((await api('/api/public/v1/posts')).status).toBe(401);
    expect((await owner.browser(keyPath, { method: 'DELETE' })).status).toBe(404);
  });

  it("gives and takes a member's role, bans and unbans them, all as the owner with a read-write key", async () => {
    const member = await signedInAccount(`${owner.subdomain}.localhost`, 'managed');
    const me = await member.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
    const memberId = me.json.user.memberId;
    const api = withKey(owner, writeKey.token);

    expect(
      (await withKey(owner, readKey.token)(`/api/public/v1/members/${memberId}/roles/moderators`, { method: 'PUT' }))
        .status,
    ).toBe(403);
    const given = await api<{ results: Array<{ outcome: string }> }>(
      `/api/public/v1/members/${memberId}/roles/moderators`,
      {
        method: 'PUT',
      },
    );
    expect(given.status, given.text).toBe(200);
    expect(given.json.results).toEqual([{ memberId, outcome: 'assigned' }]);
    const taken = await api<{ results: Array<{ outcome: string }> }>(
      `/api/public/v1/members/${memberId}/roles/moderators`,
      {
        method: 'DELETE',
      },
    );
    expect(taken.json.results).toEqual([{ memberId, outcome: 'removed' }]);

    const notBanned = await api(`/api/public/v1/members/${memberId}/ban`, { method: 'DELETE' });
    expect(notBanned.status).toBe(409);
    expect(notBanned.json).toMatchObject({ reason: 'MEMBER_NOT_BANNED' });
    const badBan = await api(`/api/public/v1/members/${memberId}/ban`, { method: 'PUT', body: { reason: '' } });
    expect(badBan.status).toBe(400);
    const banned = await api(`/api/public/v1/members/${memberId}/ban`, {
      method: 'PUT',
      body: { reason: 'Spamming the forum with ads', days: 3 },
    });
    expect(banned.status, banned.text).toBe(200);
    expect((await member.browser(FEED)).status).toBe(403);
    const unbanned = await api(`/api/public/v1/members/${memberId}/ban`, { method: 'DELETE' });
    expect(unbanned.status, unbanned.text).toBe(200);
    expect((await member.browser(FEED)).status).toBe(200);
    expect((await api(`/api/public/v1/members/${memberId}/ban`, { method: 'DELETE' })).status).toBe(409);
  });
});
