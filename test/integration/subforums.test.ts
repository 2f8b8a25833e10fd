// Subforums and post categories over HTTP (owner-dashboard §4, §5; member-forum §2.3, §2.5, §6): every endpoint for
// owner, editor, moderator, member, guest and another community's owner; subforum overrides changing what a member
// can see and do; deleting a category with its posts or moving them, in the background; and bad input.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it, vi } from 'vitest';
import * as messages from '@hearth/shared/messages';
import type { FeedResponse, Layout } from '@hearth/shared/schemas/forum';
import type { AdminCategory, AdminSubforum } from '@hearth/shared/schemas/structure';
import { keys } from '@hearth/functions/platform/db/keys';
import { iconPng } from '../../scripts/local/png.ts';
import { signedInAccount } from './auth-flows.ts';
import { drainEvents, newBrowser, table } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

const DEMO = 'cm-demo';
const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};

async function signIn(host: string, email: string) {
  const browser = newBrowser(host);
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return browser;
}

async function memberIdOf(browser: Browser) {
  const res = await browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  return res.json.user.memberId;
}

/** A new owner-app account made staff of a community at an access level (an editor is 90). */
async function staffAccount(communityId: string, accessLevel: number, role: string) {
  const { browser } = await signedInAccount('app.localhost', role);
  const memberId = await memberIdOf(browser);
  await table.send(
    new PutCommand({
      TableName: 'hearth',
      Item: {
        ...keys.staff(communityId, memberId),
        ...keys.staffOf(memberId, communityId),
        communityId,
        memberId,
        accessLevel,
        role,
        createdAt: new Date().toISOString(),
      },
    }),
  );
  return browser;
}

/** A new owner with a community of their own, live at its subdomain. */
async function ownCommunity() {
  const { browser } = await signedInAccount('app.localhost', 'owner');
  const subdomain = `sf-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  const res = await browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Structure Lab',
      communitySubdomain: subdomain,
      organizationName: 'Lab',
      organizationType: 'Club',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Test structure.',
    },
  });
  expect(res.status, res.text).toBe(201);
  return { owner: browser, communityId: res.json.communityId, host: `${subdomain}.localhost` };
}

const demoOwner = once(() => signIn('app.localhost', 'owner@hearth.local'));
const demoOwnerOnSite = once(() => signIn('demo.localhost', 'owner@hearth.local'));
const demoEditor = once(() => staffAccount(DEMO, 90, 'editor'));
const demoModerator = once(() => signIn('demo.localhost', 'moderator@hearth.local'));
const demoMember = once(() => signIn('demo.localhost', 'member@hearth.local'));
const strangerOwner = once(async () => (await ownCommunity()).owner);

const base = (cid: string) => `/api/v1/communities/${cid}`;
const subforumBody = (title: string, extra: Record<string, unknown> = {}) => ({ title, emoji: '🧪', ...extra });
let counter = 0;
const uniqueTitle = (tag: string) => `${tag} ${(++counter).toString(36)}${Date.now().toString(36).slice(-4)}`;

async function listSubforums(browser: Browser, cid: string) {
  const res = await browser<{ items: AdminSubforum[]; roles: Array<{ id: string }> }>(`${base(cid)}/subforums`);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

async function createSubforum(browser: Browser, cid: string, extra: Record<string, unknown> = {}) {
  const res = await browser<AdminSubforum>(`${base(cid)}/subforums`, {
    body: subforumBody(uniqueTitle('Room'), extra),
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function listCategories(browser: Browser, cid: string, subforumId = 'home') {
  const res = await browser<{ items: AdminCategory[] }>(`${base(cid)}/categories?subforumId=${subforumId}`);
  expect(res.status, res.text).toBe(200);
  return res.json.items;
}

async function createCategory(browser: Browser, cid: string, subforumId: string, title = uniqueTitle('Cat')) {
  const res = await browser<AdminCategory>(`${base(cid)}/categories`, { body: { subforumId, title } });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/**
 * What the community site shows follows a settings write within the configuration cache's 10 s (CONFIG_TTL_MS), and
 * nothing outside the platform can clear that cache: such reads are retried until they show the change, for a little
 * longer than the cache lives.
 */
const UNTIL_CACHE_EXPIRES = { timeout: 12_000, interval: 250 };

describe('who may manage subforums and categories', { timeout: 60_000 }, () => {
  // Each endpoint, as a request builder over a subforum and a category the owner made for the matrix.
  type Fixture = { subforum: AdminSubforum; category: AdminCategory; spare: AdminCategory };
  const endpoints: Array<[string, (f: Fixture) => [string, { method?: string; body?: unknown }]]> = [
    ['list subforums', () => [`${base(DEMO)}/subforums`, {}]],
    ['add a subforum', () => [`${base(DEMO)}/subforums`, { body: subforumBody(uniqueTitle('Matrix')) }]],
    [
      'edit a subforum',
      (f) => [`${base(DEMO)}/subforums/${f.subforum.id}`, { method: 'PUT', body: subforumBody('Edited room') }],
    ],
    [
      'rank a subforum',
      (f) => [
        `${base(DEMO)}/subforums/${f.subforum.id}/rank`,
        { method: 'PUT', body: { rank: f.subforum.rank - 0.5 } },
      ],
    ],
    ['list categories', (f) => [`${base(DEMO)}/categories?subforumId=${f.subforum.id}`, {}]],
    ['add a category', (f) => [`${base(DEMO)}/categories`, { body: { subforumId: f.subforum.id, title: 'Extra' } }]],
    [
      'edit a category',
      (f) => [`${base(DEMO)}/categories/${f.category.id}`, { method: 'PUT', body: { title: 'Renamed' } }],
    ],
    [
      'delete a category',
      (f) => [
        `${base(DEMO)}/categories/${f.spare.id}`,
        { method: 'DELETE', body: { phrase: 'delete this category', mode: 'delete' } },
      ],
    ],
    [
      'delete a subforum',
      (f) => [
        `${base(DEMO)}/subforums/${f.subforum.id}`,
        { method: 'DELETE', body: { phrase: 'delete this subforum' } },
      ],
    ],
  ];

  async function fixture(): Promise<Fixture> {
    const owner = await demoOwner();
    const subforum = await createSubforum(owner, DEMO);
    const category = await createCategory(owner, DEMO, subforum.id);
    const spare = await createCategory(owner, DEMO, subforum.id);
    return { subforum, category, spare };
  }

  it.each(endpoints)('%s: the owner and an editor may (also from the community host)', async (_name, build) => {
    for (const who of [demoOwner, demoEditor]) {
      const [path, options] = build(await fixture());
      const res = await (await who())(path, options);
      expect(res.status, `${_name}: ${res.text}`).toBeLessThan(300);
    }
    // The owner-app account acting on the community's own host, through its staff record.
    const onSite = await demoOwnerOnSite();
    const [path, options] = build(await fixture());
    expect((await onSite(path, options)).status).toBeLessThan(300);
  });

  it.each(endpoints)(
    '%s: a moderator and a member get 403, a guest 401, another community’s owner 404; nothing changes',
    async (_name, build) => {
      const f = await fixture();
      const owner = await demoOwner();
      const before = {
        subforums: await listSubforums(owner, DEMO),
        categories: await listCategories(owner, DEMO, f.subforum.id),
      };
      const [path, options] = build(f);
      for (const who of [demoModerator, demoMember]) {
        const res = await (await who())(path, options);
        expect(res.status, res.text).toBe(403);
        expect(res.json).toMatchObject({ reason: 'STRUCTURE_MANAGERS_ONLY' });
      }
      expect((await newBrowser('demo.localhost')(path, options)).status).toBe(401);
      expect((await newBrowser('app.localhost')(path, options)).status).toBe(401);
      const stranger = await (await strangerOwner())(path, options);
      expect(stranger.status).toBe(404);
      expect(stranger.json).toMatchObject({ reason: 'NOT_STAFF' });
      expect(await listSubforums(owner, DEMO)).toEqual(before.subforums);
      expect(await listCategories(owner, DEMO, f.subforum.id)).toEqual(before.categories);
    },
  );

  it('never lets a path name another community than the host’s', async () => {
    const { communityId } = await ownCommunity();
    const onSite = await demoOwnerOnSite();
    const res = await onSite(`${base(communityId)}/subforums`);
    expect(res.status).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses a title of 21 characters, and of 2, with the spec text; an empty one as required', async () => {
    const owner = await demoOwner();
    for (const [title, message] of [
      ['a'.repeat(21), 'Name must be 3-20 chars long'],
      ['ab', 'Name must be 3-20 chars long'],
      ['  ', messages.subforumNameRequired],
    ]) {
      const res = await owner(`${base(DEMO)}/subforums`, { body: subforumBody(title!) });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'VALIDATION_FAILED', fields: { title: message } });
    }
    const exact = await owner<AdminSubforum>(`${base(DEMO)}/subforums`, { body: subforumBody('a'.repeat(20)) });
    expect(exact.status).toBe(201);
  });

  it('refuses a rank outside the list, and takes the midpoint of two neighbours in one write', async () => {
    const owner = await demoOwner();
    const a = await createSubforum(owner, DEMO);
    const { items } = await listSubforums(owner, DEMO);
    const ranks = items.map((s) => s.rank);
    const [min, max] = [Math.min(...ranks), Math.max(...ranks)];
    for (const rank of [max + 5, min - 5, items[0]!.id === a.id ? items[1]!.rank : items[0]!.rank]) {
      const res = await owner(`${base(DEMO)}/subforums/${a.id}/rank`, { method: 'PUT', body: { rank } });
      expect(res.status, String(rank)).toBe(400);
      expect(res.json).toMatchObject({ reason: 'RANK_OUTSIDE_LIST', message: messages.rankOutsideList });
    }
    const first = items.find((s) => s.id !== a.id)!;
    const second = items.filter((s) => s.id !== a.id)[1]!;
    const mid = (first.rank + second.rank) / 2;
    const moved = await owner<AdminSubforum>(`${base(DEMO)}/subforums/${a.id}/rank`, {
      method: 'PUT',
      body: { rank: mid },
    });
    expect(moved.status, moved.text).toBe(200);
    const after = (await listSubforums(owner, DEMO)).items.map((s) => s.id);
    expect(after.indexOf(a.id)).toBe(after.indexOf(first.id) + 1);
  });

  it('refuses an icon that is an HTML file renamed .png, and a key outside the caller’s uploads', async () => {
    const owner = await demoOwner();
    const presigned = await owner<{ key: string; url: string; fields: Record<string, string> }>(
      '/api/v1/communities/branding-uploads',
      { body: { type: 'icon', fileType: 'image/png' } },
    );
    expect(presigned.json.key).toMatch(/\.png$/);
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.json.fields)) form.append(name, value);
    form.append('file', new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' }), 'icon.png');
    expect((await fetch(presigned.json.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const res = await owner(`${base(DEMO)}/subforums`, {
      body: subforumBody(uniqueTitle('Html'), { iconKey: presigned.json.key }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: 'SUBFORUM_IMAGE_INVALID', message: messages.invalidImage });
    const foreign = await owner(`${base(DEMO)}/subforums`, {
      body: subforumBody(uniqueTitle('Html'), { bannerKey: 'c/app/owners/someone-else/banner/x.png' }),
    });
    expect(foreign.status).toBe(400);
  });

  it('keeps a real PNG icon as the subforum’s icon', async () => {
    const owner = await demoOwner();
    const presigned = await owner<{ key: string; url: string; fields: Record<string, string> }>(
      '/api/v1/communities/branding-uploads',
      { body: { type: 'icon', fileType: 'image/png' } },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.json.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(iconPng('#087f5b'))]));
    await fetch(presigned.json.url, { method: 'POST', body: form });
    const created = await createSubforum(owner, DEMO, { iconKey: presigned.json.key });
    expect(created.iconURL).toMatch(/^\/media\/c\/app\/owners\/.+\.png$/);
  });

  it('refuses deleting or disabling the last active category, a wrong phrase and a reassignment without a target', async () => {
    const owner = await demoOwner();
    const subforum = await createSubforum(owner, DEMO);
    const only = await createCategory(owner, DEMO, subforum.id);
    const last = await owner(`${base(DEMO)}/categories/${only.id}`, {
      method: 'DELETE',
      body: { phrase: 'delete this category', mode: 'delete' },
    });
    expect(last.status).toBe(409);
    expect(last.json).toMatchObject({ reason: 'LAST_ACTIVE_CATEGORY', message: messages.lastActiveCategory });
    const off = await owner(`${base(DEMO)}/categories/${only.id}`, { method: 'PUT', body: { enabled: false } });
    expect(off.status).toBe(409);

    const other = await createCategory(owner, DEMO, subforum.id);
    const wrong = await owner(`${base(DEMO)}/categories/${other.id}`, {
      method: 'DELETE',
      body: { phrase: 'delete this subforum', mode: 'delete' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ fields: { phrase: 'Incorrect keyword. Please input “delete this category”.' } });
    const noTarget = await owner(`${base(DEMO)}/categories/${other.id}`, {
      method: 'DELETE',
      body: { phrase: 'delete this category', mode: 'reassign' },
    });
    expect(noTarget.status).toBe(400);
    expect(noTarget.json).toMatchObject({
      fields: { targetCategoryId: 'Select category to reassign existing posts.' },
    });
    // A target in another subforum is no target.
    const home = (await listCategories(owner, DEMO))[0]!;
    const elsewhere = await owner(`${base(DEMO)}/categories/${other.id}`, {
      method: 'DELETE',
      body: { phrase: 'delete this category', mode: 'reassign', targetCategoryId: home.id },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json).toMatchObject({ reason: 'REASSIGN_TARGET_INVALID' });
    expect((await listCategories(owner, DEMO, subforum.id)).map((c) => c.id)).toEqual([only.id, other.id]);

    const badPhrase = await owner(`${base(DEMO)}/subforums/${subforum.id}`, {
      method: 'DELETE',
      body: { phrase: '' },
    });
    expect(badPhrase.json).toMatchObject({ fields: { phrase: 'Key phrase is required' } });
  });

  it('refuses overrides for a role the community does not have', async () => {
    const owner = await demoOwner();
    const res = await owner(`${base(DEMO)}/subforums`, {
      body: subforumBody(uniqueTitle('Roles'), { permissions: { ghosts: { view: true } } }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: 'SUBFORUM_ROLE_UNKNOWN' });
  });
});

describe('overrides change what a member can see and do', { timeout: 90_000 }, () => {
  const lab = once(async () => {
    const { owner, communityId, host } = await ownCommunity();
    const { browser: member } = await signedInAccount(host, 'member');
    return { owner, communityId, host, member, guest: newBrowser(host) };
  });

  const layout = async (browser: Browser) => (await browser<Layout>('/api/v1/layout')).json;

  it('a new role on a subforum starts with view allowed; a private subforum is locked or hidden, then opened', async () => {
    const { owner, communityId, member, guest } = await lab();
    const room = await createSubforum(owner, communityId, { private: true, navigation: true });
    expect(room.permissions).toEqual({});

    await vi.waitFor(async () => {
      const l = await layout(member);
      expect(l.subforums.find((s) => s.id === room.id)?.visibility).toBe('locked');
    }, UNTIL_CACHE_EXPIRES);
    expect((await member(`/api/v1/feed?subforum=${room.slug}`)).json).toMatchObject({ reason: 'SUBFORUM_PRIVATE' });
    expect((await guest(`/api/v1/feed?subforum=${room.slug}`)).status).toBe(403);

    const hidden = await owner<AdminSubforum>(`${base(communityId)}/subforums/${room.id}`, {
      method: 'PUT',
      body: subforumBody(room.title, { private: true, navigation: false }),
    });
    expect(hidden.status).toBe(200);
    await vi.waitFor(async () => {
      const l = await layout(member);
      expect(l.subforums.some((s) => s.id === room.id)).toBe(false);
    }, UNTIL_CACHE_EXPIRES);

    // Adding the Members role: it starts with view on.
    const opened = await owner<AdminSubforum>(`${base(communityId)}/subforums/${room.id}`, {
      method: 'PUT',
      body: subforumBody(room.title, { private: true, navigation: false, permissions: { members: {} } }),
    });
    expect(opened.json.permissions).toEqual({ members: { view: true } });
    await vi.waitFor(async () => {
      const res = await member<FeedResponse>(`/api/v1/feed?subforum=${room.slug}`);
      expect(res.status).toBe(200);
    }, UNTIL_CACHE_EXPIRES);
    // Private subforums always need an account.
    expect((await guest(`/api/v1/feed?subforum=${room.slug}`)).status).toBe(403);
  });

  it.each([
    // post override for Members, may the member post there
    [false, 403],
    [null, 201],
    [true, 201],
  ])('the post permission overridden to %j → a member’s post answers %i', async (override, status) => {
    const { owner, communityId, member } = await lab();
    const room = await createSubforum(owner, communityId, { permissions: { members: { post: override } } });
    const category = await createCategory(owner, communityId, room.id);
    // The composer's categories come from the same configuration: once they show, the overrides are in force too.
    await vi.waitFor(async () => {
      const res = await member<{ items: Array<{ id: string }> }>(`/api/v1/categories?subforum=${room.slug}`);
      expect(res.json.items.map((c) => c.id)).toEqual([category.id]);
    }, UNTIL_CACHE_EXPIRES);
    const res = await member('/api/v1/posts', {
      body: {
        type: 'post',
        title: `Override ${String(override)}`,
        content: '<p>hello</p>',
        categoryId: category.id,
        subforumId: room.id,
      },
    });
    expect(res.status, res.text).toBe(status);
    const frame = await member<FeedResponse>(`/api/v1/feed?subforum=${room.slug}`);
    expect(frame.json.permissions.post).toBe(status === 201);
  });

  it('a disabled subforum is not found; a renamed one shows its new title on its posts', async () => {
    const { owner, communityId, member } = await lab();
    const room = await createSubforum(owner, communityId);
    const category = await createCategory(owner, communityId, room.id);
    await vi.waitFor(async () => {
      const res = await member<{ items: Array<{ id: string }> }>(`/api/v1/categories?subforum=${room.slug}`);
      expect(res.json.items).toHaveLength(1);
    }, UNTIL_CACHE_EXPIRES);
    const post = await member<{ slug: string }>('/api/v1/posts', {
      body: { type: 'post', title: 'Renamed later', content: '<p>x</p>', categoryId: category.id, subforumId: room.id },
    });
    expect(post.status, post.text).toBe(201);
    await owner(`${base(communityId)}/subforums/${room.id}`, {
      method: 'PUT',
      body: subforumBody('Fresh Name'),
    });
    await vi.waitFor(async () => {
      const res = await member<FeedResponse>('/api/v1/feed?sort=new');
      expect(res.json.items.find((p) => p.slug === post.json.slug)?.subforum?.title).toBe('Fresh Name');
    }, UNTIL_CACHE_EXPIRES);
    await owner(`${base(communityId)}/subforums/${room.id}`, {
      method: 'PUT',
      body: subforumBody('Fresh Name', { enabled: false }),
    });
    await vi.waitFor(async () => {
      const res = await member(`/api/v1/feed?subforum=${room.slug}`);
      expect(res.status).toBe(404);
    }, UNTIL_CACHE_EXPIRES);
  });
});

describe('deleting a category with its posts', { timeout: 90_000 }, () => {
  async function withPosts() {
    const { owner, communityId, host } = await ownCommunity();
    const { browser: member } = await signedInAccount(host, 'member');
    const room = await createSubforum(owner, communityId);
    const [keep, moving, doomed] = [
      await createCategory(owner, communityId, room.id, 'Keep'),
      await createCategory(owner, communityId, room.id, 'Moving'),
      await createCategory(owner, communityId, room.id, 'Doomed'),
    ];
    await vi.waitFor(async () => {
      const res = await member<{ items: unknown[] }>(`/api/v1/categories?subforum=${room.slug}`);
      expect(res.json.items).toHaveLength(3);
    }, UNTIL_CACHE_EXPIRES);
    const post = async (categoryId: string, i: number) => {
      const res = await member<{ id: string; slug: string }>('/api/v1/posts', {
        body: { type: 'post', title: `Post ${i}`, content: '<p>x</p>', categoryId, subforumId: room.id },
      });
      expect(res.status, res.text).toBe(201);
      return res.json;
    };
    const posts = {
      keep: [await post(keep.id, 1), await post(keep.id, 2)],
      moving: [await post(moving.id, 3), await post(moving.id, 4), await post(moving.id, 5), await post(moving.id, 6)],
      doomed: [await post(doomed.id, 7), await post(doomed.id, 8), await post(doomed.id, 9)],
    };
    return { owner, communityId, member, room, keep, moving, doomed, posts };
  }

  const feedOf = async (browser: Browser, slug: string, categoryId?: string) => {
    const query = new URLSearchParams({ subforum: slug, sort: 'new', ...(categoryId ? { categoryId } : {}) });
    const res = await browser<FeedResponse>(`/api/v1/feed?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json.items;
  };

  /** Waits until the background deletion has removed the category's item (it takes more than one round of events). */
  const tombstoneGone = (communityId: string, subforumId: string, categoryId: string) =>
    vi.waitFor(
      async () => {
        await drainEvents();
        const out = await table.send(
          new GetCommand({
            TableName: 'hearth',
            Key: keys.category(communityId, subforumId, categoryId),
          }),
        );
        expect(out.Item, 'the category was never removed').toBeUndefined();
      },
      { timeout: 20_000 },
    );

  it('moves every post to the chosen category, never showing one under the deleted category', async () => {
    const { owner, communityId, member, room, keep, moving, posts } = await withPosts();
    const res = await owner(`${base(communityId)}/categories/${moving.id}`, {
      method: 'DELETE',
      body: { phrase: 'delete this category', mode: 'reassign', targetCategoryId: keep.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ id: moving.id, deleted: true, mode: 'reassign', targetCategoryId: keep.id });
    // Straight away for the manager: the category is gone from the list, its subforum counts one fewer.
    expect((await listCategories(owner, communityId, room.id)).map((c) => c.title)).toEqual(['Keep', 'Doomed']);
    expect((await listSubforums(owner, communityId)).items.find((s) => s.id === room.id)?.categoriesCount).toBe(2);

    await tombstoneGone(communityId, room.id, moving.id);
    const items = await vi.waitFor(async () => {
      const list = await feedOf(member, room.slug);
      expect(list.every((p) => p.category?.id !== moving.id)).toBe(true);
      return list;
    }, UNTIL_CACHE_EXPIRES);
    const moved = new Set(posts.moving.map((p) => p.id));
    expect(items.filter((p) => moved.has(p.id)).map((p) => p.category)).toEqual(
      Array(4).fill({ id: keep.id, title: 'Keep' }),
    );
    const inKeep = await feedOf(member, room.slug, keep.id);
    expect(inKeep.map((p) => p.id).sort()).toEqual([...posts.keep, ...posts.moving].map((p) => p.id).sort());
    for (const p of posts.moving) {
      const stored = await table.send(new GetCommand({ TableName: 'hearth', Key: keys.post(communityId, p.id) }));
      expect(stored.Item).toMatchObject({ categoryId: keep.id, categoryTitle: 'Keep' });
    }
    const composer = await vi.waitFor(async () => {
      const r = await member<{ items: Array<{ id: string }> }>(`/api/v1/categories?subforum=${room.slug}`);
      expect(r.json.items).toHaveLength(2);
      return r;
    }, UNTIL_CACHE_EXPIRES);
    expect(composer.json.items.map((c) => c.id)).not.toContain(moving.id);
  });

  it('deletes every post of the category, shown nowhere, and leaves the other categories’ posts', async () => {
    const { owner, communityId, member, room, doomed, posts } = await withPosts();
    const res = await owner(`${base(communityId)}/categories/${doomed.id}`, {
      method: 'DELETE',
      body: { phrase: 'delete this category', mode: 'delete' },
    });
    expect(res.status, res.text).toBe(200);
    // Before the background work is known to be done, the feed already leaves them out (read-time filter).
    await vi.waitFor(async () => {
      const list = await feedOf(member, room.slug);
      expect(list.some((p) => p.category?.id === doomed.id)).toBe(false);
    }, UNTIL_CACHE_EXPIRES);
    await tombstoneGone(communityId, room.id, doomed.id);
    const items = await feedOf(member, room.slug);
    expect(items).toHaveLength(posts.keep.length + posts.moving.length);
    for (const p of posts.doomed) expect((await member(`/api/v1/posts/${p.slug}`)).status).toBe(404);
    const home = await member<FeedResponse>('/api/v1/feed?sort=new');
    expect(home.json.items.filter((p) => posts.doomed.some((d) => d.id === p.id))).toEqual([]);
  });

  it('deleting a subforum deletes its categories’ posts in the background and hides them at once', async () => {
    const { owner, communityId, member, room, posts } = await withPosts();
    const res = await owner(`${base(communityId)}/subforums/${room.id}`, {
      method: 'DELETE',
      body: { phrase: 'delete this subforum' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await listSubforums(owner, communityId)).items.map((s) => s.id)).not.toContain(room.id);
    await vi.waitFor(async () => {
      const r = await member<FeedResponse>(`/api/v1/feed?subforum=${room.slug}`);
      expect(r.status).toBe(404);
    }, UNTIL_CACHE_EXPIRES);
    const all = [...posts.keep, ...posts.moving, ...posts.doomed];
    await vi.waitFor(async () => {
      const r = await member<FeedResponse>('/api/v1/feed?sort=new');
      expect(r.json.items.filter((p) => all.some((a) => a.id === p.id))).toEqual([]);
    }, UNTIL_CACHE_EXPIRES);
  });

  it('a member whose role the subforum denies view gets no post of it in the home feed', async () => {
    const { owner, communityId, member, room, posts } = await withPosts();
    await owner(`${base(communityId)}/subforums/${room.id}`, {
      method: 'PUT',
      body: subforumBody(room.title, { permissions: { members: { view: false } } }),
    });
    await vi.waitFor(async () => {
      const r = await member<FeedResponse>('/api/v1/feed?sort=new');
      expect(r.json.items.filter((p) => posts.keep.some((k) => k.id === p.id))).toEqual([]);
    }, UNTIL_CACHE_EXPIRES);
    // Made a moderator, the same account sees them again (admins and moderators see every subforum).
    const memberId = await memberIdOf(member);
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.member(communityId, memberId),
        UpdateExpression: 'SET roleIds = :r',
        ExpressionAttributeValues: { ':r': ['moderators'] },
      }),
    );
    await vi.waitFor(
      async () => {
        const r = await member<FeedResponse>('/api/v1/feed?sort=new');
        expect(r.json.items.filter((p) => posts.keep.some((k) => k.id === p.id))).toHaveLength(2);
      },
      { ...UNTIL_CACHE_EXPIRES, timeout: 15_000 },
    );
  });
});
