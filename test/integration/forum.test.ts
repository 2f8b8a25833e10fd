// The member forum over HTTP (member-forum §2.3-2.6, §4-§6): layout, posts of every type, feed pages and pins,
// votes under concurrency, reactions, polls, comments three levels deep, search, and who may do each.
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import type { FeedResponse, Layout, PostDetail } from '@hearth/shared/schemas/forum';
import { keys } from '@hearth/functions/platform/db/keys';
import { bannerPng } from '../../scripts/local/png.ts';
import { signedInAccount } from './auth-flows.ts';
import { demo, newBrowser, on } from './context.ts';
import { type Browser, demoAccount } from './members.ts';

// Sign-in attempts are limited per account (docs/auth.md), so each demo account signs in once for the file.
const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};
const member = once(() => demoAccount('member@hearth.local'));
const owner = once(() => demoAccount('owner@hearth.local'));
// Members of the demo community holding the Moderators and the Admins role (besides Members).
const moderator = once(() => demoAccount('moderator@hearth.local'));
const admin = once(() => demoAccount('admin@hearth.local'));

async function homeCategory(browser: Browser = demo as unknown as Browser) {
  const res = await browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
  expect(res.status, res.text).toBe(200);
  return res.json.items[0]!.id;
}

let n = 0;
async function createPost(browser: Browser, overrides: Record<string, unknown> = {}) {
  const res = await browser<{ id: string; slug: string; approved: true | null }>('/api/v1/posts', {
    body: {
      type: 'post',
      title: `Integration post ${++n} ${Date.now().toString(36)}`,
      categoryId: await homeCategory(browser),
      content: '<p>Hello <strong>world</strong></p>',
      ...overrides,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function getPost(browser: Browser, slug: string) {
  return browser<PostDetail>(`/api/v1/posts/${slug}`);
}

describe('layout and pages', () => {
  it('gives a guest the frame of the demo community: subforums, feed menu, reactions, no write permissions', async () => {
    const res = await demo<Layout>('/api/v1/layout');
    expect(res.status, res.text).toBe(200);
    expect(res.json.subforums.map((s) => s.slug)).toContain('general');
    expect(res.json.feed).toEqual({
      postTypes: ['post', 'image', 'poll'],
      postsSorting: ['hot', 'new', 'top', 'old'],
      commentsSorting: ['new', 'top'],
    });
    expect(res.json.reactions.map((r) => r.key)).toContain('like');
    expect(res.json.permissions).toEqual({
      post: false,
      image: false,
      poll: false,
      comment: false,
      anonymousPost: false,
      anonymousComment: false,
    });
  });

  it('gives a member the Members role permissions', async () => {
    const res = await (await member())<Layout>('/api/v1/layout');
    expect(res.json.permissions).toMatchObject({
      post: true,
      image: true,
      poll: true,
      comment: true,
      anonymousPost: false,
    });
  });

  it('serves the legal pages and keeps a private community closed to guests', async () => {
    const rules = await demo<{ title: string; html: string }>('/api/v1/pages/rules');
    expect(rules.json.title).toBe('Community Rules');
    expect(rules.json.html).toContain('<p>');
    expect((await demo('/api/v1/pages/cookies')).status).toBe(400);
    expect((await on('founders.localhost')('/api/v1/feed')).status).toBe(401);
    expect((await on('founders.localhost')('/api/v1/layout')).status).toBe(401);
  });
});

describe('posts', () => {
  it('publishes a text post whose stored HTML carries no script, and shows it first in the new feed', async () => {
    const browser = await member();
    const created = await createPost(browser, {
      title: 'Sanitized #hello post',
      content:
        '<p>Hi <img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><script>alert(2)</script>' +
        '<a class="hashtag" href="/search?hashtag=makers">#makers</a></p><iframe src="https://evil.example/"></iframe>',
    });
    expect(created.approved).toBe(true);
    const post = await getPost(browser, created.slug);
    expect(post.status, post.text).toBe(200);
    expect(post.json.content).not.toMatch(/script|onerror|javascript:|evil\.example/i);
    expect(post.json.hashtags).toEqual(['makers']);
    expect(post.json.author.fullName).toBe('Maya Member');
    expect(post.json.menu).toEqual(expect.arrayContaining(['edit', 'delete', 'copyLink']));
    expect(post.json.viewer.subscribed).toBe(true);
    // Members may comment but not anonymously by default (the Members role has no anonymousComment).
    expect(post.json).toMatchObject({ canComment: true, canCommentAnonymously: false, canVote: true });

    const feed = await demo<FeedResponse>('/api/v1/feed?sort=new');
    expect(feed.status, feed.text).toBe(200);
    expect(feed.json.items.find((c) => !c.pinned)?.id).toBe(created.id);
    expect(feed.json.items[0]).not.toHaveProperty('content');
  });

  it('refuses bad posts with the spec messages', async () => {
    const browser = await member();
    const categoryId = await homeCategory(browser);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', messages.titleRequired],
      [{ title: 'x'.repeat(76) }, 'title', messages.titleTooLong],
      [{ categoryId: '' }, 'categoryId', messages.categoryRequired],
      [{ categoryId: 'nope' }, 'categoryId', messages.categoryInvalid],
      [{ content: '<p><br></p>' }, 'content', messages.contentRequired],
      [{ type: 'image', bannerKey: undefined }, 'bannerKey', messages.attachmentRequired],
      [{ type: 'poll', options: ['only one'] }, 'options', messages.pollOptionsMin],
      [{ type: 'poll', options: ['a', 'b'], maxChoices: 201 }, 'maxChoices', messages.pollMaxChoicesRange],
      [{ type: 'poll', options: ['a', 'b'], duration: 0 }, 'duration', messages.pollDurationRange],
      [{ anonymous: true }, 'anonymous', messages.anonymousNotAllowed],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await browser('/api/v1/posts', {
        body: { type: 'post', title: 'A title', categoryId, content: '<p>x</p>', ...overrides },
      });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect((res.json as { fields?: Record<string, string> }).fields?.[field], field).toBe(message);
    }
  });

  it('publishes an image post from a verified upload and refuses a renamed non-image', async () => {
    const browser = await member();
    const upload = async (bytes: Buffer, fileType = 'image/png') => {
      const presigned = await browser<{ key: string; url: string; fields: Record<string, string> }>(
        '/api/v1/posts/media-uploads',
        { body: { fileType } },
      );
      expect(presigned.status, presigned.text).toBe(201);
      const form = new FormData();
      for (const [k, v] of Object.entries(presigned.json.fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(bytes)]));
      expect((await fetch(presigned.json.url, { method: 'POST', body: form })).status).toBeLessThan(300);
      return presigned.json.key;
    };
    const key = await upload(bannerPng('#e8590c', 400, 100));
    const created = await createPost(browser, { type: 'image', bannerKey: key, content: '' });
    const post = await getPost(browser, created.slug);
    expect(post.json.bannerURL).toMatch(/^\/media\/c\/cm-demo\/posts\/.+\.png$/);

    const fake = await upload(Buffer.from('GIF? no, MZ'), 'image/gif');
    const res = await browser('/api/v1/posts', {
      body: { type: 'image', title: 'Fake', categoryId: await homeCategory(browser), bannerKey: fake },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { bannerKey: messages.invalidImage } });
  });

  it('lets only the author edit, and the author or staff delete; a deleted post is Content Not Found', async () => {
    const author = await member();
    const created = await createPost(author);
    const other = (await signedInAccount('demo.localhost', 'reader')).browser;
    const edit = { type: 'post', title: 'Edited title', categoryId: await homeCategory(author), content: '<p>new</p>' };
    expect((await other(`/api/v1/posts/${created.id}`, { method: 'PUT', body: edit })).status).toBe(403);
    const edited = await author<{ slug: string }>(`/api/v1/posts/${created.id}`, { method: 'PUT', body: edit });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.slug).toBe(`edited-title-${created.id}`);
    expect((await getPost(author, created.slug)).json).toMatchObject({ title: 'Edited title' });

    expect((await other(`/api/v1/posts/${created.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await author(`/api/v1/posts/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await getPost(author, created.slug)).toMatchObject({
      status: 404,
      json: { message: messages.contentNotFound },
    });
    const vote = await author(`/api/v1/posts/${created.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } });
    expect(vote.status).toBe(404);
  });
});

describe('approval', () => {
  const showcaseCategory = async (browser: Browser) => {
    const res = await browser<{ items: Array<{ id: string }> }>('/api/v1/categories?subforum=showcase');
    expect(res.status, res.text).toBe(200);
    return res.json.items[0]!.id;
  };
  const showcaseFeed = async () =>
    (await demo<FeedResponse>('/api/v1/feed?subforum=showcase&sort=new')).json.items.map((p) => p.id);

  it('keeps a post in a reviewed subforum for its author and staff until staff approve it; deny, resubmit, approve', async () => {
    const author = await member();
    const staff = await owner();
    const other = (await signedInAccount('demo.localhost', 'onlooker')).browser;
    const word = `teatin${Date.now().toString(36)}`;
    const layout = await author<Layout>('/api/v1/layout');
    const subforumId = layout.json.subforums.find((s) => s.slug === 'showcase')!.id;
    const post = await createPost(author, {
      subforumId,
      categoryId: await showcaseCategory(author),
      title: `A ${word}`,
    });
    expect(post.approved).toBeNull();
    const approval = (browser: Browser | typeof demo, approved: unknown) =>
      browser<{ id: string; slug: string; approved: boolean }>(`/api/v1/posts/${post.id}/approval`, {
        method: 'PUT',
        body: { approved },
      });

    // Only its author and staff see it; nobody finds it in the feed or search.
    expect((await getPost(author, post.slug)).json).toMatchObject({ approved: null });
    expect((await getPost(author, post.slug)).json.menu).not.toContain('approve');
    expect((await getPost(staff, post.slug)).json.menu).toEqual(expect.arrayContaining(['approve', 'deny']));
    expect((await getPost(other, post.slug)).status).toBe(404);
    expect((await demo(`/api/v1/posts/${post.slug}`)).status).toBe(404);
    expect(await showcaseFeed()).not.toContain(post.id);
    expect((await demo<{ items: unknown[] }>(`/api/v1/search?q=${word}`)).json.items).toEqual([]);
    // Nor does acting on it tell anyone else that it exists: every action answers as for an id that was never used.
    for (const id of [post.id, 'x'.repeat(26)]) {
      const put = (path: string, body?: unknown) => other(`/api/v1/posts/${id}${path}`, { method: 'PUT', body });
      expect((await put('/vote', { vote: 'upvote' })).status).toBe(404);
      expect((await put('/reactions/like')).status).toBe(404);
      expect((await put('/subscription', { subscribed: true })).status).toBe(404);
      expect((await put('/approval', { approved: true })).status).toBe(404);
      expect((await put('/pinned', { pinned: true })).status).toBe(404);
    }

    // Only staff decide.
    expect((await approval(demo, true)).status).toBe(401);
    expect((await approval(author, true)).status).toBe(403);
    expect((await approval(staff, 'yes')).status).toBe(400);
    expect(
      (await staff(`/api/v1/posts/${'x'.repeat(26)}/approval`, { method: 'PUT', body: { approved: true } })).status,
    ).toBe(404);

    // Denied: still only for its author and staff, now marked as such; denying twice is a conflict.
    expect((await approval(staff, false)).json).toEqual({ id: post.id, slug: post.slug, approved: false });
    expect(await approval(staff, false)).toMatchObject({
      status: 409,
      json: { message: messages.postNotAwaitingApproval },
    });
    expect((await getPost(author, post.slug)).json).toMatchObject({ approved: false });
    expect((await getPost(other, post.slug)).status).toBe(404);
    expect(await showcaseFeed()).not.toContain(post.id);

    // Its author's edit submits it again.
    const edit = {
      type: 'post',
      title: `A ${word} again`,
      categoryId: await showcaseCategory(author),
      content: '<p>v2</p>',
    };
    const edited = await author<{ slug: string; approved: boolean | null }>(`/api/v1/posts/${post.id}`, {
      method: 'PUT',
      body: edit,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.approved).toBeNull();

    // Approved: live for everyone, first in the subforum's new feed and found by search, published as of now.
    const before = new Date().toISOString();
    expect((await approval(staff, true)).json).toEqual({ id: post.id, slug: edited.json.slug, approved: true });
    const live = await demo<PostDetail>(`/api/v1/posts/${edited.json.slug}`);
    expect(live.status, live.text).toBe(200);
    expect(live.json.approved).toBe(true);
    expect(live.json.publishedAt >= before).toBe(true);
    expect((await showcaseFeed())[0]).toBe(post.id);
    const found = await demo<{ items: Array<{ id: string }> }>(`/api/v1/search?q=${word}`);
    expect(found.json.items.map((i) => i.id)).toEqual([post.id]);
    expect((await getPost(staff, edited.json.slug)).json.menu).not.toContain('approve');
    // Approving again changes nothing; denying a published post is a conflict.
    expect((await approval(staff, true)).json.approved).toBe(true);
    expect((await approval(staff, false)).status).toBe(409);
    expect((await showcaseFeed()).filter((id) => id === post.id)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('tells the layout who may post somewhere: a member and staff, never a guest or an account awaiting approval', async () => {
    expect((await (await member())<Layout>('/api/v1/layout')).json.canPost).toBe(true);
    expect((await (await moderator())<Layout>('/api/v1/layout')).json.canPost).toBe(true);
    expect((await newBrowser()<Layout>('/api/v1/layout')).json.canPost).toBe(false);
    const pending = await demoAccount('pending@hearth.local');
    const layout = await pending<Layout>('/api/v1/layout');
    expect(layout.status, layout.text).toBe(200);
    expect(layout.json.canPost).toBe(false);
    // The demo's timed-out member: a ban until it ends.
    expect((await (await demoAccount('banned@hearth.local'))<Layout>('/api/v1/layout')).json.canPost).toBe(false);
    // Where a write is refused anyway, the refusal names the account's state, not a role.
    const categories = await pending<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const refused = await pending('/api/v1/posts', {
      body: { type: 'post', title: 'Let me in', categoryId: categories.json.items[0]!.id, content: '<p>Hi</p>' },
    });
    expect(refused).toMatchObject({
      status: 403,
      json: { error: 'ACCOUNT_PENDING', message: messages.approvalPending },
    });
  });

  it('gives members holding the Moderators or Admins role the staff powers, and plain members none', async () => {
    const author = await member();
    const mod = await moderator();
    const adm = await admin();
    expect((await author<Layout>('/api/v1/layout')).json.canModerate).toBe(false);
    expect((await mod<Layout>('/api/v1/layout')).json.canModerate).toBe(true);
    expect((await adm<Layout>('/api/v1/layout')).json.canModerate).toBe(true);
    // The staff dashboard's sidebar: none for a member, the admins' sections only for admins.
    expect((await author<Layout>('/api/v1/layout')).json.dashboardSections).toEqual([]);
    expect((await mod<Layout>('/api/v1/layout')).json.dashboardSections).toEqual([
      'roles',
      'audit-logs',
      'reports',
      'word-filter',
      'content-approval',
    ]);
    expect((await adm<Layout>('/api/v1/layout')).json.dashboardSections).toEqual([
      'roles',
      'invitations',
      'audit-logs',
      'reports',
      'word-filter',
      'member-approval',
      'content-approval',
    ]);

    const post = await createPost(author);
    expect((await getPost(author, post.slug)).json.menu).not.toContain('pin');
    expect((await getPost(mod, post.slug)).json.menu).toEqual(
      expect.arrayContaining(['edit', 'pin', 'archive', 'deleteContent']),
    );
    const flag = (browser: Browser, name: 'pinned' | 'archived', value: boolean) =>
      browser(`/api/v1/posts/${post.id}/${name}`, { method: 'PUT', body: { [name]: value } });
    expect((await flag(author, 'pinned', true)).status).toBe(403);
    expect((await flag(mod, 'pinned', true)).status).toBe(200);
    expect((await flag(mod, 'pinned', false)).status).toBe(200);
    expect((await flag(adm, 'archived', true)).status).toBe(200);
    expect((await flag(adm, 'archived', false)).status).toBe(200);

    // A post in the reviewed subforum: the moderator approves it; the admin deletes someone else's post.
    const layout = await author<Layout>('/api/v1/layout');
    const subforumId = layout.json.subforums.find((s) => s.slug === 'showcase')!.id;
    const categories = await author<{ items: Array<{ id: string }> }>('/api/v1/categories?subforum=showcase');
    const pending = await createPost(author, { subforumId, categoryId: categories.json.items[0]!.id });
    expect(pending.approved).toBeNull();
    // Staff's own posts there need no approval (the Moderators role has approvedPost).
    expect((await createPost(mod, { subforumId, categoryId: categories.json.items[0]!.id })).approved).toBe(true);
    const approve = await mod(`/api/v1/posts/${pending.id}/approval`, { method: 'PUT', body: { approved: true } });
    expect(approve.status, approve.text).toBe(200);
    // Only authors use the plain delete; staff delete someone else's post through moderation, with a reason.
    expect((await adm(`/api/v1/posts/${post.id}`, { method: 'DELETE' })).status).toBe(403);
    const staffDelete = await adm(`/api/v1/moderation/content/post/${post.id}/delete`, {
      body: { reason: 'Off topic here' },
    });
    expect(staffDelete.status, staffDelete.text).toBe(200);
    expect((await getPost(author, post.slug)).status).toBe(404);
  });

  it("gives a moderator's session no standing in another community, and another community's post no reach", async () => {
    const mod = await moderator();
    const elsewhere = newBrowser('founders.localhost');
    for (const [name, value] of mod.jar) elsewhere.jar.set(name, value);
    // On the private community the demo session reads as a guest's and may write nothing.
    expect((await elsewhere('/api/v1/auth/session')).json).toEqual({ user: null });
    expect((await elsewhere('/api/v1/feed')).status).toBe(401);
    const post = await createPost(await member());
    const pin = await elsewhere(`/api/v1/posts/${post.id}/pinned`, { method: 'PUT', body: { pinned: true } });
    expect(pin).toMatchObject({ status: 403, json: { message: messages.notMember } });
    // And the demo post is not found through the founders host by anyone: posts belong to their community.
    const owners = await owner();
    const foundersOwner = newBrowser('founders.localhost');
    for (const [name, value] of owners.jar) foundersOwner.jar.set(name, value);
    const viaFounders = await foundersOwner(`/api/v1/posts/${post.id}/pinned`, {
      method: 'PUT',
      body: { pinned: true },
    });
    expect(viaFounders.status).toBe(404);
    expect((await getPost(await member(), post.slug)).json.pinned).toBe(false);
  });
});

describe('feed', () => {
  it('offers only enabled options, validates cursors, and pages without repeats', async () => {
    expect((await demo('/api/v1/feed?type=video')).status).toBe(400);
    expect((await demo('/api/v1/feed?sort=rising')).status).toBe(400);
    const tampered = Buffer.from(JSON.stringify(keys.feedEntry('cm-founders', 'home', 'all', 'x'))).toString(
      'base64url',
    );
    expect((await demo(`/api/v1/feed?sort=new&cursor=${tampered}`)).status).toBe(400);

    const browser = await member();
    for (let i = 0; i < 3; i++) await createPost(browser);
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let page = 0; page < 3; page++) {
      const res: { json: FeedResponse } = await demo<FeedResponse>(
        `/api/v1/feed?sort=old${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const card of res.json.items) {
        expect(seen.has(card.id)).toBe(false);
        seen.add(card.id);
      }
      cursor = res.json.nextCursor;
      if (!cursor) break;
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('filters by type and category, and answers the spec texts for a missing subforum', async () => {
    const browser = await member();
    const poll = await createPost(browser, { type: 'poll', options: ['Red', 'Blue'], content: '' });
    const polls = await demo<FeedResponse>('/api/v1/feed?type=poll&sort=new');
    expect(polls.json.items.every((c) => c.type === 'poll')).toBe(true);
    expect(polls.json.items.map((c) => c.id)).toContain(poll.id);
    const text = await demo<FeedResponse>('/api/v1/feed?type=post&sort=new');
    expect(text.json.items.map((c) => c.id)).not.toContain(poll.id);
    const missing = await demo('/api/v1/feed?subforum=nowhere');
    expect(missing).toMatchObject({ status: 404, json: { message: messages.subforumMissing } });
  });

  it('shows a pinned post first on page 1 only, and lets only staff pin', async () => {
    const author = await member();
    const created = await createPost(author, { title: `Pin me ${Date.now()}` });
    expect((await author(`/api/v1/posts/${created.id}/pinned`, { method: 'PUT', body: { pinned: true } })).status).toBe(
      403,
    );
    const staff = await owner();
    const pinned = await staff(`/api/v1/posts/${created.id}/pinned`, { method: 'PUT', body: { pinned: true } });
    expect(pinned.status, pinned.text).toBe(200);
    const page1 = await demo<FeedResponse>('/api/v1/feed?sort=old');
    const leading = page1.json.items.slice(
      0,
      page1.json.items.findIndex((c) => !c.pinned),
    );
    expect(leading.map((c) => c.id)).toContain(created.id);
    expect(page1.json.items.filter((c) => c.id === created.id)).toHaveLength(1);
    let cursor = page1.json.nextCursor;
    while (cursor) {
      const next: { json: FeedResponse } = await demo<FeedResponse>(`/api/v1/feed?sort=old&cursor=${cursor}`);
      expect(next.json.items.map((c) => c.id)).not.toContain(created.id);
      cursor = next.json.nextCursor;
    }
    await staff(`/api/v1/posts/${created.id}/pinned`, { method: 'PUT', body: { pinned: false } });
    const after = await demo<FeedResponse>('/api/v1/feed?sort=new');
    expect(after.json.items.find((c) => c.id === created.id)).toMatchObject({ pinned: false });
  });
});

describe('votes and reactions', () => {
  it('follows the state machine: same vote removes it, switching swings by two', async () => {
    const browser = await member();
    const { id } = await createPost(browser);
    const press = (vote: string) => browser(`/api/v1/posts/${id}/vote`, { method: 'PUT', body: { vote } });
    expect((await press('upvote')).json).toEqual({ vote: 'upvote', upvotes: 1, downvotes: 0 });
    expect((await press('downvote')).json).toEqual({ vote: 'downvote', upvotes: 0, downvotes: 1 });
    expect((await press('downvote')).json).toEqual({ vote: 'none', upvotes: 0, downvotes: 0 });
    expect((await press('sideways')).status).toBe(400);
    expect((await demo(`/api/v1/posts/${id}/vote`, { method: 'PUT', body: { vote: 'upvote' } })).status).toBe(401);
  });

  it('40 members voting at once: exact counts and the top order right after', async () => {
    const author = await member();
    const a = await createPost(author, { title: `Crowd favourite ${Date.now()}` });
    const b = await createPost(author, { title: `Runner up ${Date.now()}` });
    const voters = await Promise.all(Array.from({ length: 40 }, () => signedInAccount('demo.localhost', 'voter')));
    await Promise.all(
      voters.map(({ browser }, i) =>
        browser(`/api/v1/posts/${i < 30 ? a.id : b.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } }).then((r) =>
          expect(r.status, r.text).toBe(200),
        ),
      ),
    );
    expect((await getPost(author, a.slug)).json).toMatchObject({ upvotes: 30, downvotes: 0 });
    expect((await getPost(author, b.slug)).json).toMatchObject({ upvotes: 10 });
    const top = await demo<FeedResponse>('/api/v1/feed?sort=top');
    const ids = top.json.items.filter((c) => !c.pinned).map((c) => c.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    // Most of the time goes to creating 40 accounts (Cognito plus sign-up's fixed answer time), not to the votes.
  }, 120_000);

  it('toggles reactions from the community set only', async () => {
    const browser = await member();
    const { id } = await createPost(browser);
    const on1 = await browser(`/api/v1/posts/${id}/reactions/love`, { method: 'PUT' });
    expect(on1.json).toMatchObject({ mine: ['love'], reactions: { love: 1 } });
    const off = await browser(`/api/v1/posts/${id}/reactions/love`, { method: 'PUT' });
    expect(off.json).toMatchObject({ mine: [], reactions: { love: 0 } });
    expect((await browser(`/api/v1/posts/${id}/reactions/smirk`, { method: 'PUT' })).status).toBe(400);
  });

  it('archived posts refuse votes, reactions and comments', async () => {
    const browser = await member();
    const { id } = await createPost(browser);
    const staff = await owner();
    expect((await staff(`/api/v1/posts/${id}/archived`, { method: 'PUT', body: { archived: true } })).status).toBe(200);
    // Each refusal names its reason, so a client can branch on it (shared/src/problems.ts).
    const archived = { error: 'CONFLICT', reason: 'POST_ARCHIVED', message: messages.postArchived };
    expect((await browser(`/api/v1/posts/${id}/vote`, { method: 'PUT', body: { vote: 'upvote' } })).json).toEqual(
      archived,
    );
    const reaction = await browser(`/api/v1/posts/${id}/reactions/like`, { method: 'PUT' });
    expect([reaction.status, reaction.json]).toEqual([409, archived]);
    const comment = await browser(`/api/v1/posts/${id}/comments`, { body: { content: '<p>hi</p>' } });
    expect([comment.status, comment.json]).toEqual([409, archived]);
  });
});

describe('polls', () => {
  it('toggles votes, stops at maxChoices, keeps the author vote and adds options with an automatic vote', async () => {
    const author = await member();
    const { id, slug } = await createPost(author, {
      type: 'poll',
      content: '',
      options: ['Tea', 'Coffee', 'Water'],
      maxChoices: 2,
      extendable: true,
    });
    const voter = (await signedInAccount('demo.localhost', 'pollster')).browser;
    const options = (await getPost(voter, slug)).json.poll!.options;
    const vote = (optionId: string, unvote = false) =>
      voter(`/api/v1/posts/${id}/poll/votes`, { body: { optionId, unvote } });
    type PollJson = { options: Array<{ count: number; voted: boolean }> };
    expect(((await vote(options[0]!.id)).json as PollJson).options[0]).toMatchObject({ count: 1, voted: true });
    await vote(options[1]!.id);
    const third = await vote(options[2]!.id);
    expect(third.status).toBe(409);
    expect(third.json).toMatchObject({ message: messages.pollMaxChoicesReached(2) });
    const undone = await vote(options[0]!.id, true);
    expect((undone.json as PollJson).options[0]).toMatchObject({ count: 0, voted: false });
    const added = await voter(`/api/v1/posts/${id}/poll/options`, { body: { title: 'Juice' } });
    expect(added.status, added.text).toBe(201);
    expect(
      (
        added.json as { options: Array<{ title: string; count: number; voted: boolean; isAuthor: boolean }> }
      ).options.at(-1),
    ).toEqual(expect.objectContaining({ title: 'Juice', count: 1, voted: true, isAuthor: true }));
    const juice = (added.json as { options: Array<{ id: string }> }).options.at(-1)!.id;
    expect((await vote(juice, true)).json).toMatchObject({ message: messages.pollVotePermanent });
    expect((await vote('no-such-option')).status).toBe(400);
  });
});

describe('comments', () => {
  it('nests replies three levels deep, caps deeper replies, and keeps counts', async () => {
    const browser = await member();
    const { id, slug } = await createPost(browser);
    const add = (content: string, parentId?: string) =>
      browser<{ id: string; indentLevel: number }>(`/api/v1/posts/${id}/comments`, {
        body: { content: `<p>${content}</p>`, ...(parentId ? { parentId } : {}) },
      });
    const top = await add('level 0');
    expect(top.status, top.text).toBe(201);
    const l1 = await add('level 1', top.json.id);
    const l2 = await add('level 2', l1.json.id);
    const l3 = await add('level 3 is capped', l2.json.id);
    expect([top.json.indentLevel, l1.json.indentLevel, l2.json.indentLevel, l3.json.indentLevel]).toEqual([0, 1, 2, 2]);
    expect((await add('')).json).toMatchObject({ fields: { content: messages.commentEmpty } });

    const list = await demo<{
      items: Array<{ replies: Array<{ replies: Array<{ content: string }> }> }>;
      totalComments: number;
    }>(`/api/v1/posts/${id}/comments`);
    expect(list.status, list.text).toBe(200);
    expect(list.json.totalComments).toBe(4);
    expect(list.json.items[0]!.replies[0]!.replies.map((r) => r.content)).toEqual([
      '<p>level 2</p>',
      '<p>level 3 is capped</p>',
    ]);
    expect((await getPost(browser, slug)).json).toMatchObject({
      totalComments: 4,
      commenters: [{ fullName: 'Maya Member' }],
    });

    const thread = await demo<{ thread: { id: string } }>(`/api/v1/comments/${l2.json.id}/thread`);
    expect(thread.json.thread.id).toBe(top.json.id);
  });

  it("lists threads newest first and by score, each with its replies, the viewer's vote on each", async () => {
    const browser = await member();
    const { id } = await createPost(browser);
    const add = async (content: string, parentId?: string) => {
      const res = await browser<{ id: string }>(`/api/v1/posts/${id}/comments`, {
        body: { content: `<p>${content}</p>`, ...(parentId ? { parentId } : {}) },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id;
    };
    const first = await add('first');
    const reply = await add('reply to first', first);
    const second = await add('second');
    const third = await add('third');
    const voted = await (
      await moderator()
    )(`/api/v1/comments/${second}/vote`, {
      method: 'PUT',
      body: { vote: 'upvote' },
    });
    expect(voted.status, voted.text).toBe(200);
    await browser(`/api/v1/comments/${reply}/vote`, { method: 'PUT', body: { vote: 'upvote' } });
    type Listed = { id: string; viewer: { vote: string }; replies: Listed[] };
    const list = (sort: string) =>
      browser<{ items: Listed[]; nextCursor: string | null; totalComments: number }>(
        `/api/v1/posts/${id}/comments?sort=${sort}`,
      );
    const newest = await list('new');
    expect(newest.json.items.map((c) => c.id)).toEqual([third, second, first]);
    expect(newest.json.items[2]!.replies.map((c) => [c.id, c.viewer.vote])).toEqual([[reply, 'upvote']]);
    expect([newest.json.totalComments, newest.json.nextCursor]).toEqual([4, null]);
    const top = await list('top');
    expect(top.json.items.map((c) => c.id)).toEqual([second, third, first]);
    expect(top.json.items[2]!.replies.map((c) => c.id)).toEqual([reply]);
  });

  it('gives each comment a slug that finds its thread; a bare id still does, a slug without an id does not', async () => {
    const browser = await member();
    const { id } = await createPost(browser);
    const add = (content: string, parentId?: string) =>
      browser<{ id: string; slug: string }>(`/api/v1/posts/${id}/comments`, {
        body: { content, ...(parentId ? { parentId } : {}) },
      });
    const top = await add('<p>Lovely <a class="hashtag" href="/search?hashtag=lake">#lake</a> swim &amp; more</p>');
    const reply = await add('<p>Agreed, the water was warm today</p>', top.json.id);
    expect(top.json.slug).toBe(`lovely-lake-swim-more-${top.json.id}`);
    expect(reply.json.slug).toBe(`agreed-the-water-was-warm-today-${reply.json.id}`);

    const list = await demo<{ items: Array<{ slug: string; replies: Array<{ slug: string }> }> }>(
      `/api/v1/posts/${id}/comments`,
    );
    expect(list.json.items[0]).toMatchObject({ slug: top.json.slug, replies: [{ slug: reply.json.slug }] });

    for (const ref of [reply.json.slug, reply.json.id, `stale-words-${reply.json.id}`]) {
      const thread = await demo<{ thread: { id: string; replies: Array<{ slug: string }> } }>(
        `/api/v1/comments/${encodeURIComponent(ref)}/thread`,
      );
      expect(thread.status, `${ref}: ${thread.text}`).toBe(200);
      expect(thread.json.thread).toMatchObject({ id: top.json.id, replies: [{ slug: reply.json.slug }] });
    }
    const missing = await demo(`/api/v1/comments/no-id-here/thread`);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ message: messages.contentNotFound });
  });

  it('lets the author edit and delete; a comment with replies stays as deleted', async () => {
    const browser = await member();
    const { id } = await createPost(browser);
    const top = await browser<{ id: string }>(`/api/v1/posts/${id}/comments`, { body: { content: '<p>first</p>' } });
    await browser(`/api/v1/posts/${id}/comments`, { body: { content: '<p>reply</p>', parentId: top.json.id } });
    const other = (await signedInAccount('demo.localhost', 'commenter')).browser;
    expect(
      (await other(`/api/v1/comments/${top.json.id}`, { method: 'PUT', body: { content: '<p>x</p>' } })).status,
    ).toBe(403);
    const edited = await browser(`/api/v1/comments/${top.json.id}`, {
      method: 'PUT',
      body: { content: '<p>edited</p>' },
    });
    expect(edited.json).toMatchObject({ content: '<p>edited</p>' });
    expect((await browser(`/api/v1/comments/${top.json.id}`, { method: 'DELETE' })).status).toBe(200);
    const list = await demo<{
      items: Array<{ deleted: boolean; content: string; replies: unknown[] }>;
      totalComments: number;
    }>(`/api/v1/posts/${id}/comments`);
    expect(list.json.items[0]).toMatchObject({ deleted: true, content: '' });
    expect(list.json.items[0]!.replies).toHaveLength(1);
    expect(list.json.totalComments).toBe(1);
  });
});

describe('search', () => {
  it('finds posts by every title word and by hashtag', async () => {
    const browser = await member();
    const word = `zebra${Date.now().toString(36)}`;
    const created = await createPost(browser, {
      title: `Striped ${word} crossing`,
      content: `<p>see <a class="hashtag" href="/search?hashtag=${word}">#${word}</a></p>`,
    });
    const byTitle = await demo<{ items: Array<{ id: string }> }>(`/api/v1/search?q=${word}%20striped`);
    expect(byTitle.json.items.map((i) => i.id)).toEqual([created.id]);
    const none = await demo<{ items: unknown[] }>(`/api/v1/search?q=${word}%20spotted`);
    expect(none.json.items).toEqual([]);
    const byTag = await demo<{ items: Array<{ id: string }> }>(`/api/v1/search?q=%23${word}`);
    expect(byTag.json.items.map((i) => i.id)).toEqual([created.id]);
  });
});

describe('link previews', () => {
  it.each(['http://127.0.0.1:1/', 'http://169.254.169.254/latest/meta-data', 'http://localhost/'])(
    'refuses %s with the spec text',
    async (url) => {
      const res = await (await member())('/api/v1/link-previews', { body: { url } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: 'Preview not available for this link' });
    },
  );
});
