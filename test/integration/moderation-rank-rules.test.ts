// Rank rules of staff actions over HTTP (member-forum §6; docs/architecture/moderation.md, "Who may moderate whom"): staff edit
// someone else's post or comment exactly when they may delete it, logged with an Undo that puts the previous revision
// back; a member has one open report per content; any staff member may Ignore a report; and undoing an entry takes
// at least the rank of the staff member who made the decision.
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hearth/shared/schemas/audit';
import type { AuditPage, BulkResult, ReportsPage } from '@hearth/shared/schemas/moderation';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser } from './context.ts';

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
const admin = once(() => demoAccount('admin@hearth.local'));
const moderator = once(() => demoAccount('moderator@hearth.local'));

async function freshMember(tag: string) {
  const account = await signedInAccount('demo.localhost', tag);
  const session = await account.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  return { ...account, memberId: session.json.user.memberId };
}

let n = 0;
async function createPost(browser: Browser, title = `Rank rules post ${++n} ${Date.now().toString(36)}`) {
  const categories = await browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const categoryId = categories.json.items[0]!.id;
  const res = await browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'post', title, categoryId, content: '<p>The original words</p>' },
  });
  expect(res.status, res.text).toBe(201);
  return { ...res.json, categoryId, title };
}

const editPost = (browser: Browser, post: { id: string; categoryId: string }, title: string, html: string) =>
  browser<{ id: string; slug: string }>(`/api/v1/posts/${post.id}`, {
    method: 'PUT',
    body: { type: 'post', title, categoryId: post.categoryId, content: html },
  });

const postOf = async (slugOrId: string) =>
  (await newBrowser('demo.localhost')<{ title: string; content: string }>(`/api/v1/posts/${slugOrId}`)).json;

async function addComment(browser: Browser, postId: string, text: string) {
  const res = await browser<{ id: string }>(`/api/v1/posts/${postId}/comments`, {
    body: { content: `<p>${text}</p>` },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}
const editComment = (browser: Browser, commentId: string, text: string) =>
  browser<{ content: string }>(`/api/v1/comments/${commentId}`, {
    method: 'PUT',
    body: { content: `<p>${text}</p>` },
  });
const commentText = async (postId: string, commentId: string) => {
  const page = await newBrowser('demo.localhost')<{ items: Array<{ id: string; content: string }> }>(
    `/api/v1/posts/${postId}/comments`,
  );
  return page.json.items.find((c) => c.id === commentId)?.content;
};

const undo = (browser: Browser, entryId: string) =>
  browser<{ entry: AuditEntry; reason?: string }>(`/api/v1/moderation/audit-logs/${entryId}/undo`, {
    method: 'POST',
    body: {},
  });

/** The newest audit entry that matches, as the Audit Logs page lists it. */
async function entryWhere(staff: Browser, match: (entry: AuditEntry) => boolean) {
  const page = await staff<AuditPage>('/api/v1/moderation/audit-logs');
  expect(page.status, page.text).toBe(200);
  return page.json.items.find(match);
}

const report = (browser: Browser, contentId: string, contentType: 'post' | 'comment' = 'post') =>
  browser<{ id: string; message: string }>('/api/v1/reports', { body: { contentType, contentId, reason: 'Spam' } });

const memberIdOf = async (browser: Browser) =>
  (await browser<{ user: { memberId: string } }>('/api/v1/auth/session')).json.user.memberId;

describe("staff editing someone else's content", () => {
  it("refuses a moderator the owner's and an admin's post, as deleting it is refused, and changes nothing", async () => {
    const ownerPost = await createPost(await owner());
    const adminPost = await createPost(await admin());
    const mod = await moderator();
    for (const post of [ownerPost, adminPost]) {
      const edit = await editPost(mod, post, 'Claim your prize', '<p><a href="https://phish.example">here</a></p>');
      expect(edit.status, edit.text).toBe(403);
      expect(edit.json).toMatchObject({ reason: 'MODERATION_TARGET_PROTECTED' });
      const removal = await mod(`/api/v1/moderation/content/post/${post.id}/delete`, {
        body: { reason: 'Breaks the rules' },
      });
      expect(removal.json).toMatchObject({ reason: 'MODERATION_TARGET_PROTECTED' });
      expect((await postOf(post.slug)).title).toBe(post.title);
    }
    // A plain member still may not edit anyone else's post.
    const other = await freshMember('rank-other');
    expect((await editPost(other.browser, ownerPost, 'Mine now', '<p>x</p>')).json).toMatchObject({
      reason: 'NOT_AUTHOR',
    });
  });

  it("logs a moderator's edit of a member's post; its Undo puts the previous revision back, and can be undone", async () => {
    const author = await freshMember('rank-author');
    const post = await createPost(author.browser);
    const mod = await moderator();
    const edited = await editPost(mod, post, 'Title fixed by staff', '<p>Staff rewrote this</p>');
    expect(edited.status, edited.text).toBe(200);
    expect(await postOf(edited.json.slug)).toMatchObject({ title: 'Title fixed by staff' });

    const entry = await entryWhere(mod, (e) => e.action === 'edit' && e.postId === post.id);
    expect(entry).toMatchObject({
      action: 'edit',
      contentType: 'post',
      isDirectAction: true,
      actorDetails: { id: await memberIdOf(mod) },
      actorRank: 50,
      reportedUserDetails: { id: author.memberId },
    });
    expect(entry).not.toHaveProperty('revision');

    const undone = await undo(mod, entry!.id);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.entry).toMatchObject({ action: 'edit', undoOf: entry!.id });
    const restored = await postOf(post.id);
    expect(restored.title).toBe(post.title);
    expect(restored.content).toContain('The original words');
    expect((await postOf(post.slug)).title).toBe(post.title);

    // The undo is an edit of its own: undoing it brings the staff revision back.
    const redo = await undo(mod, undone.json.entry.id);
    expect(redo.status, redo.text).toBe(200);
    expect((await postOf(post.id)).title).toBe('Title fixed by staff');
  });

  it('refuses the Undo of a staff edit once the post was edited again since', async () => {
    const author = await freshMember('rank-reedit');
    const post = await createPost(author.browser);
    const adm = await admin();
    expect((await editPost(adm, post, 'Edited by an admin', '<p>Admin words</p>')).status).toBe(200);
    const entry = await entryWhere(adm, (e) => e.action === 'edit' && e.postId === post.id);
    expect((await editPost(author.browser, post, 'The author again', '<p>Author words</p>')).status).toBe(200);
    expect((await undo(adm, entry!.id)).json).toMatchObject({ reason: 'UNDO_STALE' });
    expect((await postOf(post.id)).title).toBe('The author again');

    // An edit of a post its author deleted since has nothing left to undo.
    const gone = await createPost(author.browser);
    expect((await editPost(adm, gone, 'Edited before it went', '<p>Admin words</p>')).status).toBe(200);
    const goneEntry = await entryWhere(adm, (e) => e.action === 'edit' && e.postId === gone.id);
    expect((await author.browser(`/api/v1/posts/${gone.id}`, { method: 'DELETE' })).status).toBe(200);
    const stale = await undo(adm, goneEntry!.id);
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json).toMatchObject({ reason: 'UNDO_STALE' });
  });

  it("lets staff edit a lower rank's comment, logged with an Undo, and refuses it on a rank at or above theirs", async () => {
    const author = await freshMember('rank-commenter');
    const post = await createPost(author.browser);
    const commentId = await addComment(author.browser, post.id, 'What the member wrote');
    const adm = await admin();
    const edited = await editComment(adm, commentId, 'What staff made of it');
    expect(edited.status, edited.text).toBe(200);
    expect(await commentText(post.id, commentId)).toContain('What staff made of it');
    const entry = await entryWhere(adm, (e) => e.action === 'edit' && e.commentId === commentId);
    expect(entry).toMatchObject({ contentType: 'comment', postId: post.id, actorRank: 90 });
    expect((await undo(adm, entry!.id)).status).toBe(200);
    expect(await commentText(post.id, commentId)).toContain('What the member wrote');

    const adminComment = await addComment(adm, post.id, 'An admin speaks');
    const refused = await editComment(await moderator(), adminComment, 'A moderator rewrites the admin');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ reason: 'MODERATION_TARGET_PROTECTED' });
    expect(await commentText(post.id, adminComment)).toContain('An admin speaks');
    // A member editing someone else's comment is still not its author.
    expect((await editComment(author.browser, adminComment, 'Not mine to edit')).json).toMatchObject({
      reason: 'NOT_AUTHOR',
    });
  });
});

describe("staff menus on someone else's content", () => {
  it('offer edit, delete and member actions only on authors below the viewer; the rest keep report and copy link', async () => {
    const author = await freshMember('menu-author');
    const memberPost = await createPost(author.browser);
    const ownerPost = await createPost(await owner());
    const mod = await moderator();
    const menuOf = async (slug: string) => (await mod<{ menu: string[] }>(`/api/v1/posts/${slug}`)).json.menu;
    expect(await menuOf(memberPost.slug)).toEqual(
      expect.arrayContaining(['edit', 'warn', 'timeout', 'ban', 'deleteContent', 'report']),
    );
    const onOwner = await menuOf(ownerPost.slug);
    expect(onOwner).toEqual(expect.arrayContaining(['pin', 'archive', 'move', 'report', 'copyLink']));
    for (const refused of ['edit', 'warn', 'timeout', 'ban', 'deleteContent']) expect(onOwner).not.toContain(refused);

    const adminComment = await addComment(await admin(), memberPost.id, 'An admin replies');
    const memberComment = await addComment(author.browser, memberPost.id, 'The author replies');
    const comments = await mod<{ items: Array<{ id: string; menu: string[] }> }>(
      `/api/v1/posts/${memberPost.id}/comments`,
    );
    const commentMenu = (id: string) => comments.json.items.find((c) => c.id === id)!.menu;
    expect(commentMenu(memberComment)).toEqual(expect.arrayContaining(['edit', 'deleteContent']));
    expect(commentMenu(adminComment)).not.toContain('edit');
    expect(commentMenu(adminComment)).not.toContain('deleteContent');
    expect(commentMenu(adminComment)).toContain('report');
  });
});

describe('reports: one open report per member and content', () => {
  it('answers a repeat with the report already open, even when the repeats race; a new one after it is resolved', async () => {
    const author = await freshMember('dup-author');
    const reporter = await freshMember('dup-reporter');
    const post = await createPost(author.browser);
    const first = await report(reporter.browser, post.id);
    expect(first.status, first.text).toBe(201);
    const again = await Promise.all(Array.from({ length: 6 }, () => report(reporter.browser, post.id)));
    for (const res of again) {
      expect(res.status, res.text).toBe(200);
      expect(res.json.id).toBe(first.json.id);
    }
    const mod = await moderator();
    const pending = await mod<ReportsPage>('/api/v1/moderation/reports?status=pending');
    expect(pending.json.items.filter((r) => r.postId === post.id)).toHaveLength(1);

    // Two members racing their first reports each get their own.
    const racers = await Promise.all([freshMember('dup-racer-a'), freshMember('dup-racer-b')]);
    const raced = await Promise.all(
      racers.flatMap((racer) => [report(racer.browser, post.id), report(racer.browser, post.id)]),
    );
    const ids = raced.map((res) => res.json.id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(new Set(ids).size).toBe(2);
    expect(raced.filter((res) => res.status === 201)).toHaveLength(2);

    const ignored = await mod<BulkResult>('/api/v1/moderation/reports/actions', {
      body: { action: 'discard', reportIds: [first.json.id] },
    });
    expect(ignored.json.results).toEqual([{ reportId: first.json.id, ok: true }]);
    const fresh = await report(reporter.browser, post.id);
    expect(fresh.status, fresh.text).toBe(201);
    expect(fresh.json.id).not.toBe(first.json.id);
  });
});

describe('Ignore on reports', () => {
  it("lets any staff member ignore a report on the owner's or an admin's content, their own included", async () => {
    const reporter = await freshMember('ignore-reporter');
    const ownerPost = await createPost(await owner());
    const adminPost = await createPost(await admin());
    const onOwnerByMod = (await report(reporter.browser, ownerPost.id)).json.id;
    const onAdmin = (await report(reporter.browser, adminPost.id)).json.id;
    const other = await freshMember('ignore-reporter-2');
    const onOwnerByOwner = (await report(other.browser, ownerPost.id)).json.id;

    const ignore = (staff: Browser, reportId: string) =>
      staff<BulkResult>('/api/v1/moderation/reports/actions', { body: { action: 'discard', reportIds: [reportId] } });
    expect((await ignore(await moderator(), onOwnerByMod)).json.results).toEqual([
      { reportId: onOwnerByMod, ok: true },
    ]);
    expect((await ignore(await admin(), onAdmin)).json.results).toEqual([{ reportId: onAdmin, ok: true }]);
    expect((await ignore(await owner(), onOwnerByOwner)).json.results).toEqual([
      { reportId: onOwnerByOwner, ok: true },
    ]);
    // Acting against the person is still held to rank: a moderator cannot warn the owner from a report.
    const third = await freshMember('ignore-reporter-3');
    const onOwner = (await report(third.browser, ownerPost.id)).json.id;
    const warned = await (
      await moderator()
    )<BulkResult>('/api/v1/moderation/reports/actions', {
      body: { action: 'warn', reportIds: [onOwner], comment: 'Mind the rules please' },
    });
    expect(warned.json.results).toEqual([
      expect.objectContaining({ reportId: onOwner, ok: false, reason: 'MODERATION_TARGET_PROTECTED' }),
    ]);
  });
});

describe('undo and the rank of who decided', () => {
  it("refuses an admin's and a moderator's undo of the owner's ban; the owner undoes it", async () => {
    const target = await freshMember('owner-banned');
    const own = await owner();
    const banned = await own<{ auditId: string }>(`/api/v1/moderation/members/${target.memberId}/actions`, {
      body: { action: 'permanentBan', reason: 'Out by the owner' },
    });
    expect(banned.status, banned.text).toBe(200);
    const entry = await entryWhere(own, (e) => e.id === banned.json.auditId);
    expect(entry).toMatchObject({ action: 'permanentBan', actorRank: 100 });
    for (const staff of [await moderator(), await admin()]) {
      const refused = await undo(staff, banned.json.auditId);
      expect(refused.status, refused.text).toBe(403);
      expect(refused.json).toMatchObject({ reason: 'UNDO_OUTRANKED' });
    }
    const undone = await undo(own, banned.json.auditId);
    expect(undone.status, undone.text).toBe(200);
    // The owner's unban is theirs too: a moderator cannot ban again through its undo.
    const again = await undo(await moderator(), undone.json.entry.id);
    expect(again.json).toMatchObject({ reason: 'UNDO_OUTRANKED' });
  });

  it("lets an admin undo a moderator's ban", async () => {
    const target = await freshMember('mod-banned');
    const banned = await (
      await moderator()
    )<{ auditId: string }>(`/api/v1/moderation/members/${target.memberId}/actions`, {
      body: { action: 'permanentBan', reason: 'Out by a moderator' },
    });
    expect(banned.status, banned.text).toBe(200);
    expect((await undo(await admin(), banned.json.auditId)).status).toBe(200);
  });
});
