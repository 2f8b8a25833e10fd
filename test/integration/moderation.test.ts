// Moderation over HTTP (member-forum §2.10, §2.11, §4, §5, §7.4): reports, staff actions on members and
// on reports (bulk, per item), who may take each, the audit log and undo, and a ban's effect on the next request.
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { formatBanEnd } from '@hearth/shared/rules/ban-end';
import type { AuditPage, BulkResult, ReportsPage } from '@hearth/shared/schemas/moderation';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { mailsTo } from './mailbox.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hostClient } from '../support/http.ts';
import { newBrowser, platform, table } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

async function demoAccount(email: string): Promise<Browser> {
  const browser = newBrowser('demo.localhost');
  const res = await browser('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return browser;
}
// Sign-in attempts are limited per account, so each demo account signs in once for the file. The shared demo
// accounts only ever act here; every member this file warns, bans or reports is its own fresh account.
const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};
const owner = once(() => demoAccount('owner@hearth.local'));
const moderator = once(() => demoAccount('moderator@hearth.local'));
const admin = once(() => demoAccount('admin@hearth.local'));

async function freshMember(tag = 'modtest') {
  const account = await signedInAccount('demo.localhost', tag);
  const session = await account.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
  return { ...account, memberId: session.json.user.memberId };
}

async function memberIdOf(browser: Browser) {
  return (await browser<{ user: { memberId: string } }>('/api/v1/auth/session')).json.user.memberId;
}

let n = 0;
async function createPost(browser: Browser) {
  const categories = await browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const res = await browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: {
      type: 'post',
      title: `Moderation post ${++n} ${Date.now().toString(36)}`,
      categoryId: categories.json.items[0]!.id,
      content: '<p>Something to report</p>',
    },
  });
  return res;
}

const report = (browser: Browser, contentId: string, reason = 'Spam', text?: string) =>
  browser<{ id: string; message: string }>('/api/v1/reports', {
    body: { contentType: 'post', contentId, reason, ...(text !== undefined ? { text } : {}) },
  });

const act = (browser: Browser, memberId: string, body: Record<string, unknown>) =>
  browser<{ message: string; auditId: string }>(`/api/v1/moderation/members/${memberId}/actions`, { body });

const auditPage = async (browser: Browser) => {
  const res = await browser<AuditPage>('/api/v1/moderation/audit-logs');
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe('reports', () => {
  it('lets a member report a post with a reason, never their own; staff list it as Pending', async () => {
    const author = await freshMember('author');
    const reporter = await freshMember('reporter');
    const post = await createPost(author.browser);
    expect(post.status, post.text).toBe(201);

    const own = await report(author.browser, post.json.id);
    expect(own).toMatchObject({ status: 400, json: { reason: 'REPORT_OWN_CONTENT' } });
    const other = await report(reporter.browser, post.json.id, 'Other issues', 'bad');
    expect(other).toMatchObject({ status: 400, json: { fields: { text: messages.reasonMin } } });
    const empty = await report(reporter.browser, post.json.id, 'Other issues');
    expect(empty).toMatchObject({ status: 400, json: { fields: { text: messages.reportReasonInput } } });
    const made = await report(reporter.browser, post.json.id, 'Misleading Information');
    expect(made.status, made.text).toBe(201);
    expect(made.json.message).toBe(messages.reportSubmitted);
    // A guest is asked to sign in.
    expect((await report(newBrowser('demo.localhost'), post.json.id)).status).toBe(401);

    const mod = await moderator();
    const pending = await mod<ReportsPage>('/api/v1/moderation/reports?status=pending');
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.items[0]).toMatchObject({
      id: made.json.id,
      postId: post.json.id,
      reason: 'Misleading Information',
      actionTaken: 'pending',
      reportedUser: { id: author.memberId },
      reporter: { id: reporter.memberId },
    });
    expect(pending.json.items.length).toBeLessThanOrEqual(10);
    // Members and guests see no reports.
    expect((await reporter.browser('/api/v1/moderation/reports')).status).toBe(403);
    expect((await newBrowser('demo.localhost')('/api/v1/moderation/reports')).status).toBe(401);
  });

  it('acts on many reports in one request, each by itself, and moves them to Resolved with the action taken', async () => {
    const author = await freshMember('bulk-author');
    const reporter = await freshMember('bulk-reporter');
    const secondReporter = await freshMember('bulk-reporter-2');
    const post = await createPost(author.browser);
    const first = await report(reporter.browser, post.json.id);
    const second = await report(secondReporter.browser, post.json.id, 'Community rules violation');
    const adm = await admin();
    const ownerPost = await createPost(await owner());
    const onOwner = await report(reporter.browser, ownerPost.json.id);
    expect(onOwner.status, onOwner.text).toBe(201);

    const res = await adm<BulkResult>('/api/v1/moderation/reports/actions', {
      body: {
        action: 'warn',
        reportIds: [first.json.id, onOwner.json.id, 'no-such-report'],
        comment: 'Please keep it civil',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.results).toEqual([
      { reportId: first.json.id, ok: true },
      expect.objectContaining({ reportId: onOwner.json.id, ok: false, reason: 'MODERATION_TARGET_PROTECTED' }),
      expect.objectContaining({ reportId: 'no-such-report', ok: false, reason: 'REPORT_MISSING' }),
    ]);
    // The warning reached the member by e-mail.
    const mails = await mailsTo(author.email);
    expect(mails.some((m) => m.text.includes('Please keep it civil'))).toBe(true);

    // Acting again on a resolved report is that report's refusal; Ignore resolves the other one.
    const again = await adm<BulkResult>('/api/v1/moderation/reports/actions', {
      body: { action: 'discard', reportIds: [first.json.id, second.json.id] },
    });
    expect(again.json.results).toEqual([
      expect.objectContaining({ reportId: first.json.id, ok: false, reason: 'REPORT_RESOLVED' }),
      { reportId: second.json.id, ok: true },
    ]);
    const resolved = await adm<ReportsPage>('/api/v1/moderation/reports?status=resolved');
    const byId = new Map(resolved.json.items.map((r) => [r.id, r.actionTaken]));
    expect(byId.get(first.json.id)).toBe('warn');
    expect(byId.get(second.json.id)).toBe('discard');
    const log = await auditPage(adm);
    expect(log.items.slice(0, 2).map((e) => [e.action, e.reportId])).toEqual([
      ['discard', second.json.id],
      ['warn', first.json.id],
    ]);

    // Bad input: no reports, more than 100, a reason too short.
    const bad = (body: Record<string, unknown>) => adm('/api/v1/moderation/reports/actions', { body });
    expect((await bad({ action: 'discard', reportIds: [] })).status).toBe(400);
    expect((await bad({ action: 'discard', reportIds: Array.from({ length: 101 }, (_, i) => `r${i}`) })).status).toBe(
      400,
    );
    expect(await bad({ action: 'permanentBan', reportIds: ['x'], reason: 'no' })).toMatchObject({
      status: 400,
      json: { fields: { reason: messages.reasonMin } },
    });
  });

  it('resolves a report once when two bulk requests race for it; the loser gets that report refused, the rest done', async () => {
    const reporter = await freshMember('race-reporter');
    const authors = await Promise.all([freshMember('race-a'), freshMember('race-b'), freshMember('race-c')]);
    const ids: string[] = [];
    for (const author of authors) {
      const post = await createPost(author.browser);
      ids.push((await report(reporter.browser, post.json.id)).json.id);
    }
    const [a, b, c] = ids as [string, string, string];
    const adm = await admin();
    const mod = await moderator();
    const send = (browser: Browser, reportIds: string[]) =>
      browser<BulkResult>('/api/v1/moderation/reports/actions', { body: { action: 'discard', reportIds } });
    const [first, second] = await Promise.all([send(adm, [a, b]), send(mod, [b, c])]);
    const all = [...first.json.results, ...second.json.results];
    expect(all.filter((r) => r.reportId === b && r.ok)).toHaveLength(1);
    expect(all.filter((r) => r.reportId === b && !r.ok)).toEqual([
      expect.objectContaining({ reason: 'REPORT_RESOLVED' }),
    ]);
    expect(all.filter((r) => r.reportId !== b).every((r) => r.ok)).toBe(true);
    const log = await auditPage(adm);
    expect(log.items.filter((e) => e.reportId === b)).toHaveLength(1);
  });
});

describe('staff actions on members', () => {
  it('lets the owner, an admin and a moderator act on a member; never a member, a guest, or on staff above', async () => {
    const target = await freshMember('target');
    const bystander = await freshMember('bystander');
    const warn = { action: 'warn', comment: 'First and last warning' };

    expect((await act(newBrowser('demo.localhost'), target.memberId, warn)).status).toBe(401);
    expect(await act(bystander.browser, target.memberId, warn)).toMatchObject({
      status: 403,
      json: { reason: 'STAFF_ONLY' },
    });
    for (const staff of [await owner(), await admin(), await moderator()]) {
      const res = await act(staff, target.memberId, warn);
      expect(res.status, res.text).toBe(200);
      expect(res.json.message).toBe(messages.warnedMember);
    }

    // A moderator never acts on an admin or the owner; an admin never on the owner; nobody on themselves.
    const ownerId = await memberIdOf(await owner());
    const adminId = await memberIdOf(await admin());
    const moderatorId = await memberIdOf(await moderator());
    const ban = { action: 'permanentBan', reason: 'Enough of this' };
    expect(await act(await moderator(), adminId, ban)).toMatchObject({
      status: 403,
      json: { reason: 'MODERATION_TARGET_PROTECTED' },
    });
    expect((await act(await moderator(), ownerId, ban)).json).toMatchObject({ reason: 'MODERATION_TARGET_PROTECTED' });
    expect((await act(await admin(), ownerId, ban)).json).toMatchObject({ reason: 'MODERATION_TARGET_PROTECTED' });
    expect((await act(await moderator(), moderatorId, ban)).json).toMatchObject({ reason: 'MODERATION_SELF' });

    // Another community's moderator: the demo moderator's session on the founders host has no standing there.
    const mod = await moderator();
    const elsewhere = newBrowser('founders.localhost');
    for (const [name, value] of mod.jar) elsewhere.jar.set(name, value);
    expect([401, 403]).toContain((await act(elsewhere, target.memberId, warn)).status);
    expect([401, 403]).toContain((await elsewhere('/api/v1/moderation/audit-logs')).status);

    // §5 messages.
    const bad = async (body: Record<string, unknown>) => (await act(mod, target.memberId, body)).json;
    expect(await bad({ action: 'warn', comment: '' })).toMatchObject({ fields: { comment: messages.commentRequired } });
    expect(await bad({ action: 'warn', comment: 'hey' })).toMatchObject({ fields: { comment: messages.commentMin } });
    expect(await bad({ action: 'timedBan', reason: 'Too loud', days: 0 })).toMatchObject({
      fields: { days: messages.timeoutMinDay },
    });
    expect(await bad({ action: 'permanentBan', reason: '   ' })).toMatchObject({
      fields: { reason: messages.reasonRequired },
    });
  });

  it('shuts a timed-out member out (no reads, no writes) from the next request until it ends; undo lets them back', async () => {
    const target = await freshMember('timedout');
    const own = await createPost(target.browser);
    expect(own.status).toBe(201);
    const other = await createPost(await admin());
    expect(other.status, other.text).toBe(201);
    const mod = await moderator();
    const banned = await act(mod, target.memberId, { action: 'timedBan', reason: 'Cool off a bit', days: 2 });
    expect(banned.status, banned.text).toBe(200);
    expect(banned.json.message).toBe(messages.timedOutMember);

    // The session says banned (the ban page) and carries the timeout's end (member-forum §2 /account-ban?expiresAt).
    const session = await target.browser<{ user: { state: string; ban: { permanent: boolean; expiresAt: string } } }>(
      '/api/v1/auth/session',
    );
    expect(session.json.user.state).toBe('banned');
    expect(session.json.user.ban.permanent).toBe(false);
    const expires = Date.parse(session.json.user.ban.expiresAt);
    expect(Math.abs(expires - (Date.now() + 2 * 86_400_000))).toBeLessThan(60_000);
    const timedOutText = `${messages.banned('Hearth Makers', false)} ${messages.banExpires(formatBanEnd(session.json.user.ban.expiresAt))}`;

    // Reads are refused too: the feed, a post, its comments, the member's own notifications.
    const reads = [
      await target.browser('/api/v1/feed?sort=new'),
      await target.browser(`/api/v1/posts/${other.json.slug}`),
      await target.browser('/api/v1/notifications/unread'),
    ];
    for (const refused of reads) {
      expect(refused.status, refused.text).toBe(403);
      expect(refused.json).toMatchObject({ error: 'ACCOUNT_BANNED', message: timedOutText });
    }

    // Writes are refused with the ban's code and the timeout's end.
    const writes = [
      await createPost(target.browser),
      await target.browser(`/api/v1/posts/${other.json.id}/comments`, { body: { content: '<p>Let me in</p>' } }),
      await target.browser(`/api/v1/posts/${other.json.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } }),
      await target.browser(`/api/v1/posts/${own.json.id}`, { method: 'DELETE' }),
      await report(target.browser, other.json.id),
    ];
    for (const refused of writes) {
      expect(refused.status, refused.text).toBe(403);
      expect(refused.json).toMatchObject({ error: 'ACCOUNT_BANNED', message: timedOutText });
    }

    // The owner undoes it from the audit log; the undo is logged and names the entry it undid.
    const boss = await owner();
    const entry = (await auditPage(boss)).items.find((e) => e.id === banned.json.auditId)!;
    expect(entry).toMatchObject({ action: 'timedBan', reason: 'Cool off a bit', isDirectAction: true });
    const undone = await boss<{ entry: { id: string; action: string; undoOf: string } }>(
      `/api/v1/moderation/audit-logs/${entry.id}/undo`,
      { method: 'POST', body: {} },
    );
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.entry).toMatchObject({ action: 'unban', undoOf: entry.id });
    expect((await createPost(target.browser)).status).toBe(201);
    const log = await auditPage(boss);
    expect(log.items.find((e) => e.id === entry.id)!.undoneBy).toBe(undone.json.entry.id);

    // Undoing the same entry twice is a clear 409; so is undoing the unban once the member is banned again.
    expect(await boss(`/api/v1/moderation/audit-logs/${entry.id}/undo`, { method: 'POST', body: {} })).toMatchObject({
      status: 409,
      json: { reason: 'UNDO_STALE' },
    });
    const rebanned = await act(mod, target.memberId, { action: 'permanentBan', reason: 'Back at it again' });
    expect(rebanned.json.message).toBe(messages.bannedMember);
    // A permanent ban refuses reads as well as writes, and the session says banned (the ban page).
    const banPage = await target.browser<{ user: { state: string; ban: { permanent: boolean } } }>(
      '/api/v1/auth/session',
    );
    expect(banPage.json.user).toMatchObject({ state: 'banned', ban: { permanent: true } });
    expect((await target.browser('/api/v1/feed')).status).toBe(403);
    expect((await target.browser(`/api/v1/posts/${other.json.slug}`)).status).toBe(403);
    expect(await createPost(target.browser)).toMatchObject({ status: 403, json: { error: 'ACCOUNT_BANNED' } });
    expect(
      await boss(`/api/v1/moderation/audit-logs/${undone.json.entry.id}/undo`, { method: 'POST', body: {} }),
    ).toMatchObject({ status: 409, json: { reason: 'UNDO_STALE' } });
    // A warning has no undo.
    const warned = await act(mod, (await freshMember('warned')).memberId, { action: 'warn', comment: 'Be nice now' });
    expect(
      await boss(`/api/v1/moderation/audit-logs/${warned.json.auditId}/undo`, { method: 'POST', body: {} }),
    ).toMatchObject({ status: 409, json: { reason: 'UNDO_UNAVAILABLE' } });
    // Members do not read the log.
    expect((await target.browser('/api/v1/moderation/audit-logs')).status).toBe(403);
  });

  it('ends a timeout on time by the ban-expiry job, logged as an unban by System; its undo then no longer applies', async () => {
    const target = await freshMember('expiring');
    const mod = await moderator();
    const timedOut = await act(mod, target.memberId, { action: 'timedBan', reason: 'A short break', days: 1 });
    expect(timedOut.status, timedOut.text).toBe(200);
    expect(await createPost(target.browser)).toMatchObject({ status: 403, json: { error: 'ACCOUNT_BANNED' } });
    // The day passes: the ban's expiry (and its place in the expiry index) moved to a minute ago.
    const session = await target.browser<{ user: { communityId: string } }>('/api/v1/auth/session');
    const communityId = session.json.user.communityId;
    const past = new Date(Date.now() - 60_000).toISOString();
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.member(communityId, target.memberId),
        UpdateExpression: 'SET ban.expiresAt = :past, GSI3SK = :sk',
        ExpressionAttributeValues: { ':past': past, ':sk': keys.banExpiry(past, communityId, target.memberId).GSI3SK },
      }),
    );
    const run = await hostClient(platform.port, 'app.localhost')('/_dev/schedules/ban-expiry/run', {
      method: 'POST',
      body: {},
    });
    expect(run.status, run.text).toBe(200);
    const boss = await owner();
    const log = await auditPage(boss);
    expect(log.items.find((e) => e.action === 'unban' && e.reportedUserDetails?.id === target.memberId)).toMatchObject({
      actorDetails: { id: 'system', name: 'System' },
      until: past,
    });
    const after = await createPost(target.browser);
    expect(after.status, after.text).toBe(201);
    const comment = await target.browser(`/api/v1/posts/${after.json.id}/comments`, {
      body: { content: '<p>Back</p>' },
    });
    expect(comment.status, comment.text).toBe(201);
    const session2 = await target.browser<{ user: { state: string; ban: unknown } }>('/api/v1/auth/session');
    expect(session2.json.user).toMatchObject({ state: 'active', ban: null });
    expect(
      await boss(`/api/v1/moderation/audit-logs/${timedOut.json.auditId}/undo`, { method: 'POST', body: {} }),
    ).toMatchObject({ status: 409, json: { reason: 'UNDO_STALE' } });
  });
});
