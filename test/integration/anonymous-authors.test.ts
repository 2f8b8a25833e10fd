// Anonymous posts and comments hide their author from every viewer but the author: members, moderators, admins and
// the owner get "Anonymous" and no member id on the post page, the feed card, search and the comments; the author
// still sees their own name (docs/api.md, Anonymous content, says who can learn it).
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail } from '@hearth/shared/schemas/forum';
import { signedInAccount } from './auth-flows.ts';
import { demo, drainEvents } from './context.ts';
import { demoAccount } from './members.ts';

type Browser = Awaited<ReturnType<typeof demoAccount>>;
interface Author {
  memberId: string | null;
  fullName: string;
}
interface Card {
  id: string;
  author: Author;
}

const word = `veiled${Date.now().toString(36)}`;
const hidden = { memberId: null, fullName: 'Anonymous', profilePicURL: null };
let author: { browser: Browser; memberId: string; name: string };
let viewers: Record<string, Browser>;
let post: { id: string; slug: string };

/** The author as one viewer gets it on the post page, its card in the feed and search, and its comment. */
async function authorsSeenBy(browser: Browser) {
  const page = await browser<PostDetail>(`/api/v1/posts/${post.slug}`);
  expect(page.status, page.text).toBe(200);
  const feed = await browser<{ items: Card[] }>('/api/v1/feed?sort=new');
  const found = await browser<{ items: Card[] }>(`/api/v1/search?q=${word}`);
  const comments = await browser<{ items: Card[] }>(`/api/v1/posts/${post.id}/comments`);
  expect(comments.status, comments.text).toBe(200);
  return {
    page: page.json.author,
    card: feed.json.items.find((p) => p.id === post.id)?.author,
    search: found.json.items.find((p) => p.id === post.id)?.author,
    comment: comments.json.items[0]?.author,
  };
}

beforeAll(async () => {
  // A new member given the Moderators role (which may post and comment anonymously), so the seeded moderator, admin
  // and owner are all someone else.
  const account = await signedInAccount('demo.localhost', 'veiled');
  const session = await account.browser<{ user: { memberId: string; firstName: string; lastName: string } }>(
    '/api/v1/auth/session',
  );
  const { memberId, firstName, lastName } = session.json.user;
  const owner = await demoAccount('owner@hearth.local', 'app.localhost');
  const assigned = await owner('/api/v1/communities/cm-demo/role-assignments', {
    method: 'PUT',
    body: { roleId: 'moderators', memberIds: [memberId] },
  });
  expect(assigned.status, assigned.text).toBe(200);
  author = { browser: account.browser, memberId, name: `${firstName} ${lastName}` };

  const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const created = await author.browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'post', title: `A ${word} question`, categoryId, content: '<p>Who am I?</p>', anonymous: true },
  });
  expect(created.status, created.text).toBe(201);
  post = created.json;
  const comment = await author.browser(`/api/v1/posts/${post.id}/comments`, {
    body: { content: '<p>Still me.</p>', anonymous: true },
  });
  expect(comment.status, comment.text).toBe(201);
  await drainEvents();
  viewers = {
    member: await demoAccount('member@hearth.local'),
    moderator: await demoAccount('moderator@hearth.local'),
    admin: await demoAccount('admin@hearth.local'),
    owner: await demoAccount('owner@hearth.local'),
  };
}, 120_000);

describe('anonymous authors', () => {
  it.each(['member', 'moderator', 'admin', 'owner'])('are hidden from the %s', async (who) => {
    const seen = await authorsSeenBy(viewers[who]!);
    expect(seen).toEqual({ page: hidden, card: hidden, search: hidden, comment: hidden });
    // Nor does the author's profile list the anonymous post.
    const activity = await viewers[who]!<{ items: Card[] }>(`/api/v1/profiles/${author.memberId}/posts`);
    expect(activity.json.items.map((p) => p.id)).not.toContain(post.id);
  });

  it('are shown to the author themself', async () => {
    const mine = { memberId: author.memberId, fullName: author.name };
    const seen = await authorsSeenBy(author.browser);
    expect(seen).toMatchObject({ page: mine, card: mine, search: mine, comment: mine });
  });
});

describe('reports and audit entries on anonymous content', () => {
  it('name no author id to staff: the report lists it as Anonymous, and so does the log of its removal', async () => {
    const reported = await viewers.member!<{ id: string }>('/api/v1/reports', {
      body: { contentType: 'post', contentId: post.id, reason: 'Spam' },
    });
    expect(reported.status, reported.text).toBeLessThan(300);
    for (const who of ['moderator', 'admin', 'owner']) {
      const reports = await viewers[who]!<{
        items: Array<{ id: string; reportedUser: { id: string | null; name: string } }>;
      }>('/api/v1/moderation/reports?status=pending');
      expect(reports.status, reports.text).toBe(200);
      const report = reports.json.items.find((r) => r.id === reported.json.id);
      expect(report?.reportedUser, who).toEqual({ id: null, name: 'Anonymous' });
      expect(reports.text).not.toContain(author.memberId);
    }
    // Warning the author through the report would name them: refused, and the report stays open.
    const warned = await viewers.owner!<{ results: Array<{ ok: boolean; reason?: string }> }>(
      '/api/v1/moderation/reports/actions',
      { body: { action: 'warn', reportIds: [reported.json.id], comment: 'Please stop.' } },
    );
    expect(warned.json.results, warned.text).toEqual([
      expect.objectContaining({ ok: false, reason: 'MODERATION_ANONYMOUS' }),
    ]);
    const removed = await viewers.owner!('/api/v1/moderation/reports/actions', {
      body: { action: 'delete', reportIds: [reported.json.id] },
    });
    expect(removed.status, removed.text).toBe(200);
    const log = await viewers.owner!<{ items: Array<{ postId: string | null; reportedUserDetails: unknown }> }>(
      '/api/v1/moderation/audit-logs',
    );
    expect(log.status, log.text).toBe(200);
    const entry = log.json.items.find((e) => e.postId === post.id);
    expect(entry?.reportedUserDetails).toEqual({ id: null, name: 'Anonymous' });
    expect(log.text).not.toContain(author.memberId);
  });
});
