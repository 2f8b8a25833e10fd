// Staff deleting content (member-forum §2.11 deleteContent, §2.10 Reports' Delete, Audit Logs' Undo): a
// post or a comment deleted with a reason is gone for members and logged; the undo republishes it exactly as it was
// (every item of it compared before and after), is itself logged and can be undone in turn; who may delete what; and
// Reports' bulk Delete, one result per report.
import { describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as messages from '@hearth/shared/messages';
import type { AuditPage, BulkResult } from '@hearth/shared/schemas/moderation';
import { signedInAccount } from './auth-flows.ts';
import { demo, drainEvents, newBrowser, table } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};
async function demoAccount(email: string): Promise<Browser> {
  const browser = newBrowser('demo.localhost');
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return browser;
}
const owner = once(() => demoAccount('owner@hearth.local'));
const moderator = once(() => demoAccount('moderator@hearth.local'));
const admin = once(() => demoAccount('admin@hearth.local'));

async function freshMember(tag: string) {
  const account = await signedInAccount('demo.localhost', tag);
  const session = await account.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  return { ...account, memberId: session.json.user.memberId };
}

let n = 0;
async function createPost(browser: Browser, word = 'moderated') {
  const categories = await browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const res = await browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: {
      type: 'post',
      title: `A ${word} post ${++n} ${Date.now().toString(36)}`,
      categoryId: categories.json.items[0]!.id,
      content: '<p>Something staff may delete</p>',
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

const comment = async (browser: Browser, postId: string, content: string, parentId?: string) => {
  const res = await browser<{ id: string }>(`/api/v1/posts/${postId}/comments`, {
    body: { content: `<p>${content}</p>`, ...(parentId ? { parentId } : {}) },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
};

const remove = (browser: Browser, contentType: 'post' | 'comment', id: string, reason = 'Breaks the rules') =>
  browser<{ message: string; auditId: string }>(`/api/v1/moderation/content/${contentType}/${id}/delete`, {
    body: { reason },
  });

const undo = (browser: Browser, entryId: string) =>
  browser<{ entry: { id: string; action: string; undoOf: string } }>(`/api/v1/moderation/audit-logs/${entryId}/undo`, {
    method: 'POST',
    body: {},
  });

/**
 * Every item that holds a post or its comments: the post, its feed entries, pin and search tokens, its comments,
 * their references, the members' actions on them and the author's XP award for the post; versions aside (each
 * write moves them, and an award records the event that last decided it).
 */
async function itemsOf(postId: string) {
  const items: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new ScanCommand({
        TableName: 'hearth',
        FilterExpression: 'contains(PK, :id) OR contains(SK, :id) OR id = :id OR postId = :id',
        ExpressionAttributeValues: { ':id': postId },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Array<Record<string, unknown>>));
    start = page.LastEvaluatedKey;
  } while (start);
  return items
    .filter((item) => !('actionTaken' in item) && !('actorDetails' in item) && !String(item.PK).includes('OUTBOX'))
    .map(({ version: _v, sortVersion: _s, ver: _e, ...rest }) => rest)
    .sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
}

describe('staff delete content with a reason', () => {
  it('deletes a post for everyone, logs it, and the undo republishes it exactly as it was', async () => {
    const author = await freshMember('deleted-author');
    const reader = await freshMember('deleted-reader');
    const post = await createPost(author.browser, 'pinnable');
    await comment(reader.browser, post.id, 'A comment that comes back with it');
    const boss = await owner();
    expect((await boss(`/api/v1/posts/${post.id}/pinned`, { method: 'PUT', body: { pinned: true } })).status).toBe(200);
    await drainEvents();
    const before = await itemsOf(post.id);

    const mod = await moderator();
    const short = await remove(mod, 'post', post.id, 'bad');
    expect(short).toMatchObject({ status: 400, json: { fields: { reason: messages.reasonMin } } });
    const deleted = await remove(mod, 'post', post.id);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json.message).toBe(messages.deletedContent);
    expect((await reader.browser(`/api/v1/posts/${post.slug}`)).status).toBe(404);
    const feed = await demo<{ items: Array<{ id: string }>; pinned?: Array<{ id: string }> }>('/api/v1/feed?sort=new');
    expect(JSON.stringify(feed.json)).not.toContain(post.id);
    // Deleting it again: it is gone.
    expect((await remove(mod, 'post', post.id)).status).toBe(404);

    const log = await boss<AuditPage>('/api/v1/moderation/audit-logs');
    expect(log.json.items.find((e) => e.id === deleted.json.auditId)).toMatchObject({
      action: 'delete',
      contentType: 'post',
      postId: post.id,
      reason: 'Breaks the rules',
      isDirectAction: true,
      reportedUserDetails: { id: author.memberId },
    });

    const republished = await undo(boss, deleted.json.auditId);
    expect(republished.status, republished.text).toBe(200);
    expect(republished.json.entry).toMatchObject({ action: 'republish', undoOf: deleted.json.auditId });
    await drainEvents();
    expect(await itemsOf(post.id)).toEqual(before);
    const back = await reader.browser<{ id: string; pinned: boolean; totalComments: number }>(
      `/api/v1/posts/${post.slug}`,
    );
    expect(back.json).toMatchObject({ id: post.id, pinned: true, totalComments: 1 });

    // The delete's undo is spent; the republish can be undone in turn (deleted again), and that is logged too.
    expect(await undo(boss, deleted.json.auditId)).toMatchObject({ status: 409, json: { reason: 'UNDO_STALE' } });
    const again = await undo(boss, republished.json.entry.id);
    expect(again.status, again.text).toBe(200);
    expect(again.json.entry).toMatchObject({ action: 'delete', undoOf: republished.json.entry.id });
    expect((await reader.browser(`/api/v1/posts/${post.slug}`)).status).toBe(404);
  });

  it('deletes comments (one with replies stays as deleted in its thread) and republishes each exactly', async () => {
    const author = await freshMember('comment-author');
    const replier = await freshMember('comment-replier');
    const post = await createPost(author.browser);
    const parent = await comment(author.browser, post.id, 'A parent with a reply');
    await comment(replier.browser, post.id, 'The reply', parent);
    const lone = await comment(author.browser, post.id, 'A lone comment');
    await comment(replier.browser, post.id, 'A reply that goes', lone);
    const alone = await comment(replier.browser, post.id, 'A top-level comment with no replies');
    await drainEvents();
    const before = await itemsOf(post.id);

    const mod = await moderator();
    const parentGone = await remove(mod, 'comment', parent);
    expect(parentGone.status, parentGone.text).toBe(200);
    const list = await demo<{ items: Array<{ id: string; deleted: boolean; content: string }>; totalComments: number }>(
      `/api/v1/posts/${post.id}/comments`,
    );
    expect(list.json.totalComments).toBe(4);
    expect(list.json.items.find((c) => c.id === parent)).toMatchObject({ deleted: true, content: '' });

    // A reply without replies of its own is removed outright.
    const thread = await demo<{ items: Array<{ id: string; replies: Array<{ id: string }> }> }>(
      `/api/v1/posts/${post.id}/comments`,
    );
    const replyId = thread.json.items.find((c) => c.id === lone)!.replies[0]!.id;
    const replyGone = await remove(mod, 'comment', replyId);
    expect(replyGone.status, replyGone.text).toBe(200);
    const after = await demo<{ items: Array<{ id: string; replies: unknown[] }>; totalComments: number }>(
      `/api/v1/posts/${post.id}/comments`,
    );
    expect(after.json.totalComments).toBe(3);
    expect(after.json.items.find((c) => c.id === lone)!.replies).toEqual([]);

    // A top-level comment without replies is removed outright too, index keys and all.
    const aloneGone = await remove(mod, 'comment', alone);
    expect(aloneGone.status, aloneGone.text).toBe(200);

    const boss = await owner();
    expect((await undo(boss, replyGone.json.auditId)).status).toBe(200);
    expect((await undo(boss, parentGone.json.auditId)).status).toBe(200);
    expect((await undo(boss, aloneGone.json.auditId)).status).toBe(200);
    await drainEvents();
    expect(await itemsOf(post.id)).toEqual(before);
    expect(await undo(boss, parentGone.json.auditId)).toMatchObject({ status: 409, json: { reason: 'UNDO_STALE' } });
  });

  it('lets staff delete only what they may: never as a member or guest, never an admin’s or their own content', async () => {
    const author = await freshMember('protected-author');
    const other = await freshMember('not-staff');
    const post = await createPost(author.browser);
    expect(await remove(other.browser, 'post', post.id)).toMatchObject({ status: 403 });
    expect((await remove(newBrowser('demo.localhost'), 'post', post.id)).status).toBe(401);

    const adminPost = await createPost(await admin());
    const mod = await moderator();
    expect(await remove(mod, 'post', adminPost.id)).toMatchObject({
      status: 403,
      json: { reason: 'MODERATION_TARGET_PROTECTED' },
    });
    const modPost = await createPost(mod);
    expect(await remove(mod, 'post', modPost.id)).toMatchObject({ status: 400, json: { reason: 'MODERATION_SELF' } });
    // The owner may delete the admin's post.
    expect((await remove(await owner(), 'post', adminPost.id)).status).toBe(200);
    expect((await remove(mod, 'comment', 'no-such-comment')).status).toBe(404);
  });
});

describe("Reports' bulk Delete", () => {
  it('deletes the reported content report by report, resolved as Content Deleted, with a result for each', async () => {
    const author = await freshMember('reported-author');
    const reporter = await freshMember('delete-reporter');
    const post = await createPost(author.browser);
    const commented = await createPost(reporter.browser);
    const reported = await comment(author.browser, commented.id, 'A reported comment');
    const adminPost = await createPost(await admin());
    const file = (contentType: 'post' | 'comment', contentId: string) =>
      reporter.browser<{ id: string }>('/api/v1/reports', { body: { contentType, contentId, reason: 'Spam' } });
    const first = (await file('post', post.id)).json.id;
    // A second report of the same post (by another member: one member has one open report per content).
    const secondReporter = await freshMember('delete-reporter-2');
    const second = (
      await secondReporter.browser<{ id: string }>('/api/v1/reports', {
        body: { contentType: 'post', contentId: post.id, reason: 'Spam' },
      })
    ).json.id;
    const onComment = (await file('comment', reported)).json.id;
    const onAdmin = (await file('post', adminPost.id)).json.id;

    const mod = await moderator();
    const res = await mod<BulkResult>('/api/v1/moderation/reports/actions', {
      body: { action: 'delete', reportIds: [first, second, onComment, onAdmin] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.results).toEqual([
      { reportId: first, ok: true },
      expect.objectContaining({ reportId: second, ok: false }),
      { reportId: onComment, ok: true },
      expect.objectContaining({ reportId: onAdmin, ok: false, reason: 'MODERATION_TARGET_PROTECTED' }),
    ]);
    expect((await reporter.browser(`/api/v1/posts/${post.slug}`)).status).toBe(404);
    const comments = await demo<{ totalComments: number }>(`/api/v1/posts/${commented.id}/comments`);
    expect(comments.json.totalComments).toBe(0);

    const resolved = await mod<{ items: Array<{ id: string; actionTaken: string }> }>(
      '/api/v1/moderation/reports?status=resolved',
    );
    expect(resolved.json.items.filter((r) => r.id === first || r.id === onComment)).toEqual([
      expect.objectContaining({ actionTaken: 'delete' }),
      expect.objectContaining({ actionTaken: 'delete' }),
    ]);
    // Its undo republishes the comment and relabels the report.
    const log = await mod<AuditPage>('/api/v1/moderation/audit-logs');
    const entry = log.json.items.find((e) => e.reportId === onComment)!;
    expect(entry).toMatchObject({ action: 'delete', contentType: 'comment', isDirectAction: false });
    expect((await undo(mod, entry.id)).status).toBe(200);
    expect((await demo<{ totalComments: number }>(`/api/v1/posts/${commented.id}/comments`)).json.totalComments).toBe(
      1,
    );
    const relabelled = await mod<{ items: Array<{ id: string; actionTaken: string }> }>(
      '/api/v1/moderation/reports?status=resolved',
    );
    expect(relabelled.json.items.find((r) => r.id === onComment)!.actionTaken).toBe('republish');
  });
});

describe('staff move a post', () => {
  it('moves a post to another subforum and category: its feeds follow, the pin goes with its old scope', async () => {
    const author = await freshMember('moved-author');
    const post = await createPost(author.browser, 'movable');
    const boss = await owner();
    expect((await boss(`/api/v1/posts/${post.id}/pinned`, { method: 'PUT', body: { pinned: true } })).status).toBe(200);
    const layout = await demo<{ subforums: Array<{ id: string; slug: string }> }>('/api/v1/layout');
    const showcase = layout.json.subforums.find((s) => s.slug === 'showcase')!;
    const categories = await demo<{ items: Array<{ id: string }> }>('/api/v1/categories?subforum=showcase');
    const move = (browser: Browser, body: Record<string, unknown>) =>
      browser<{ subforumId: string | null; categoryId: string; pinned: boolean }>(`/api/v1/posts/${post.id}/place`, {
        method: 'PUT',
        body,
      });

    const mod = await moderator();
    // Nothing chosen: both messages, nothing moved.
    expect(await move(mod, { subforumId: '', categoryId: '' })).toMatchObject({
      status: 400,
      json: { fields: { subforumId: messages.moveSubforumRequired, categoryId: messages.moveCategoryRequired } },
    });
    expect(await move(mod, { categoryId: categories.json.items[0]!.id })).toMatchObject({
      status: 400,
      json: { fields: { subforumId: messages.moveSubforumRequired } },
    });
    expect(await move(mod, { subforumId: showcase.id })).toMatchObject({
      status: 400,
      json: { fields: { categoryId: messages.moveCategoryRequired } },
    });
    // A category of another place is refused; so is a member.
    const homeCategories = await demo<{ items: Array<{ id: string }> }>('/api/v1/categories');
    expect(await move(mod, { subforumId: showcase.id, categoryId: homeCategories.json.items[0]!.id })).toMatchObject({
      status: 400,
      json: { reason: 'CATEGORY_INVALID' },
    });
    expect(
      (await move(author.browser, { subforumId: showcase.id, categoryId: categories.json.items[0]!.id })).status,
    ).toBe(403);

    const moved = await move(mod, { subforumId: showcase.id, categoryId: categories.json.items[0]!.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({
      subforumId: showcase.id,
      categoryId: categories.json.items[0]!.id,
      pinned: false,
    });
    const inShowcase = await demo<{ items: Array<{ id: string }> }>('/api/v1/feed?subforum=showcase&sort=new');
    expect(inShowcase.json.items.map((p) => p.id)).toContain(post.id);
    const detail = await demo<{ subforum: { slug: string } | null; pinned: boolean }>(`/api/v1/posts/${post.slug}`);
    expect(detail.json).toMatchObject({ pinned: false });

    // Back home with -1.
    const home = await move(mod, { subforumId: '-1', categoryId: homeCategories.json.items[0]!.id });
    expect(home.status, home.text).toBe(200);
    expect(home.json.subforumId).toBeNull();
    const inShowcaseAfter = await demo<{ items: Array<{ id: string }> }>('/api/v1/feed?subforum=showcase&sort=new');
    expect(inShowcaseAfter.json.items.map((p) => p.id)).not.toContain(post.id);
  });
});
