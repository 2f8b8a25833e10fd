// The moderation write paths (member-forum §2.10, §2.11, §4): a member reports content; staff warn, time out, ban or
// ignore, directly or on reports (bulk, per item); the audit log's pages and undo. Every staff action is one
// transaction: its effect, its audit entry (platform/audit.ts) and its event. Member changes go through
// members/service.ts; content is read through the posts and comments services.
import * as messages from '@hearth/shared/messages';
import { isStaff } from '@hearth/shared/rules/permissions';
import { AUDIT_UNDO, type AuditEntry, type ContentRevision } from '@hearth/shared/schemas/audit';
import {
  AUDIT_PAGE_SIZE,
  type BulkResult,
  type CreateReportBody,
  type DeleteContentBody,
  type MemberActionBody,
  REPORTS_PAGE_SIZE,
  type Report,
  type ReportActionBody,
} from '@hearth/shared/schemas/moderation';
import { ulid } from 'ulid';
import {
  removeComment,
  removedComment,
  republishComment,
  reportableComment,
  restoreCommentRevision,
} from '../comments/service.ts';
import { restorePostRevision } from '../posts/compose.ts';
import { type EditedContent, editAuditItem } from '../posts/staff-edits.ts';
import { type Forum, forumWriter } from '../members/gate.ts';
import type { MemberItem } from '../members/model.ts';
import { banWrite, getMember, getMembers, unbanWrite } from '../members/service.ts';
import { type AuditInput, auditItem } from '../platform/audit.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { sendMail } from '../platform/email/port.ts';
import { outboxItem } from '../platform/events/port.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type ModeratedContent, type ReadContent, reportablePost, reportablePosts } from '../posts/access.ts';
import { removalTransactions, removePost, removedPost, republishPost } from '../posts/moderate.ts';
import { eachLimited } from '../platform/each-limited.ts';
import { contentRefusal, currentRankOf, moderatesIn, refusalOn } from '../posts/staff-judge.ts';
import { rankOf } from '../members/rank.ts';
import * as store from './store.ts';
import { countMemberAction } from '../platform/rate-limit.ts';

const DAY_MS = 86_400_000;
const nameOf = (member: Pick<MemberItem, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/** The staff member acting, with their forum; 403 for anyone else. */
async function staffForum(tenant: Tenant | null, actor: Actor | null) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  if (!isStaff(forum.viewer)) throw refusal('STAFF_ONLY');
  return { forum, me: { id: memberId, name: nameOf(member) }, rank: rankOf(forum.viewer) };
}

// ── reports ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** A member reports a post or a comment they can read, never their own; one open report per member and content. */
export async function createReport(tenant: Tenant | null, actor: Actor | null, body: CreateReportBody) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const content =
    body.contentType === 'post'
      ? await reportablePost(forum, body.contentId)
      : await reportableComment(forum, body.contentId);
  if (content.authorId === memberId) throw refusal('REPORT_OWN_CONTENT');
  await countMemberAction(forum.config.community.communityId, 'report', memberId);
  const report: store.ReportItem = {
    communityId: forum.config.community.communityId,
    id: ulid(),
    createdAt: new Date().toISOString(),
    contentType: body.contentType,
    postId: content.postId,
    commentId: content.commentId,
    postSlug: content.postSlug,
    subforumId: content.subforumId,
    excerpt: content.excerpt,
    reason: body.reason,
    text: body.reason === 'Other issues' ? (body.text ?? null) : null,
    reporter: { id: memberId, name: nameOf(member) },
    // An anonymous author stays anonymous to staff reading reports too: the stored id lets staff act on the content,
    // and no answer carries it (publicReport).
    reportedUser: content.anonymous
      ? { id: content.authorId, name: 'Anonymous', anonymous: true }
      : { id: content.authorId, name: content.authorName },
    actionTaken: 'pending',
    resolvedAt: null,
  };
  return fileReport(report);
}

const FILING_ATTEMPTS = 5;

/**
 * Files a report unless its member has one open on the same content already: then that one answers (`created`
 * false) and nothing is added. Once their report is resolved, a new one may be filed.
 */
async function fileReport(report: store.ReportItem) {
  for (let attempt = 0; attempt < FILING_ATTEMPTS; attempt++) {
    const previousId = await store.getFiledReportId(report);
    const previous = previousId ? await store.getReport(report.communityId, previousId) : null;
    if (previous?.actionTaken === 'pending') {
      return { id: previous.id, message: messages.reportSubmitted, created: false };
    }
    try {
      await transactWrite(store.fileReportWrites(report, previousId));
      return { id: report.id, message: messages.reportSubmitted, created: true };
    } catch (error) {
      // Another filing by the same member on the same content landed first: read again, answer with it.
      if (!(error instanceof TransactionConditionFailed)) throw error;
    }
  }
  throw refusal('REPORT_CHANGING');
}

const publicReport = ({ communityId: _c, subforumId: _s, reportedUser, ...report }: store.ReportItem): Report => {
  const {
    GSI1PK: _p,
    GSI1SK: _k,
    PK: _pk,
    SK: _sk,
    type: _t,
    ...rest
  } = report as Omit<Report, 'reportedUser'> & Record<string, unknown>;
  const { anonymous, ...author } = reportedUser;
  return { ...rest, reportedUser: anonymous ? { id: null, name: author.name } : author } as Report;
};

/** A page of 10 reports of one status, newest first: one Query. */
export async function listReports(
  tenant: Tenant | null,
  actor: Actor | null,
  status: 'pending' | 'resolved',
  cursor: string | undefined,
) {
  const { forum } = await staffForum(tenant, actor);
  const cid = forum.config.community.communityId;
  const startKey = decodeCursor(cursor, { GSI1PK: store.reportListPartition(cid, status) });
  const page = await store.queryReports(cid, status, REPORTS_PAGE_SIZE, startKey);
  return { items: page.items.map(publicReport), nextCursor: encodeCursor(page.lastKey) };
}

// ── staff actions on members ────────────────────────────────────────────────────────────────────────────────────

type MemberAction = MemberActionBody | { action: 'discard' };

interface ActionContext {
  forum: Forum;
  me: { id: string; name: string };
  /** The acting staff member's rank, recorded on each entry: undoing it takes at least as much. */
  rank: number;
  now: Date;
}

const TOASTS = {
  warn: messages.warnedMember,
  timedBan: messages.timedOutMember,
  permanentBan: messages.bannedMember,
  discard: messages.reportIgnored,
} as const;

interface PlannedAction {
  /** The action's writes: its effect, the report resolved (on a report), the audit entry and the event. */
  writes: TransactItem[];
  auditId: string;
  message: string;
  /** What follows the commit (a warning's e-mail). */
  after(): Promise<void>;
}

/** One action's writes, decided; nothing is written yet. */
/** The member an action is about: who the log names, and where a warning is mailed. */
interface ActionSubject {
  memberId: string;
  name: string;
  email?: string;
}
const asPerson = (member: MemberItem): ActionSubject => ({
  memberId: member.memberId,
  name: nameOf(member),
  email: member.email,
});

function planAction(
  ctx: ActionContext,
  target: ActionSubject,
  body: MemberAction,
  report: store.ReportItem | null,
): PlannedAction {
  const cid = ctx.forum.config.community.communityId;
  const until = body.action === 'timedBan' ? new Date(ctx.now.getTime() + body.days * DAY_MS).toISOString() : null;
  const reason = body.action === 'warn' ? body.comment : body.action === 'discard' ? null : body.reason;
  const input: AuditInput = {
    action: body.action,
    reason,
    isDirectAction: report === null,
    reportId: report?.id ?? null,
    contentType: report ? report.contentType : 'user',
    postId: report?.postId ?? null,
    commentId: report?.commentId ?? null,
    actorDetails: ctx.me,
    actorRank: ctx.rank,
    // A report on anonymous content names its author to no one, the log included.
    reportedUserDetails: report?.reportedUser.anonymous
      ? { id: null, name: 'Anonymous' }
      : { id: target.memberId, name: target.name },
    ...(until ? { until } : {}),
  };
  const { entry, item: audit } = auditItem(cid, input, ctx.now);
  const writes: TransactItem[] = [];
  if (report) writes.push(store.resolveReportWrite(cid, report.id, body.action, ctx.now.toISOString()));
  if (body.action === 'timedBan' || body.action === 'permanentBan') {
    writes.push(
      banWrite(cid, target.memberId, {
        permanent: until === null,
        expiresAt: until,
        reason: reason!,
        auditId: entry.id,
      }),
      outboxItem('member.banned', cid, { memberId: target.memberId, until, by: ctx.me.id, auditId: entry.id }),
    );
  }
  if (body.action === 'warn') {
    writes.push(
      outboxItem('member.warned', cid, {
        memberId: target.memberId,
        reason: reason!,
        by: ctx.me.id,
        auditId: entry.id,
      }),
    );
  }
  writes.push(audit);
  const after = async () => {
    if (body.action !== 'warn') return;
    const community = ctx.forum.config.community.communityName;
    await sendMail({
      to: target.email!,
      subject: messages.warningMailSubject(community),
      text: messages.warningMailBody(community, reason!),
      html: `<p>${escapeHtml(messages.warningMailBody(community, reason!))}</p>`,
    });
  };
  return { writes, auditId: entry.id, message: TOASTS[body.action], after };
}

/** One planned action in its own transaction, a failed condition mapped to its refusal. */
async function commitAction(plan: PlannedAction, onReport: boolean) {
  try {
    await transactWrite(plan.writes);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) {
      throw refusal(onReport && error.failedIndexes.includes(0) ? 'REPORT_RESOLVED' : 'MEMBER_MISSING');
    }
    throw error;
  }
  await plan.after();
  return { message: plan.message, auditId: plan.auditId };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Staff warn, time out or ban a member directly (a post-card or comment menu). */
export async function actOnMember(
  tenant: Tenant | null,
  actor: Actor | null,
  memberId: string,
  body: MemberActionBody,
) {
  const { forum, me, rank } = await staffForum(tenant, actor);
  const ctx: ActionContext = { forum, me, rank, now: new Date() };
  const target = await getMember(forum.config.community.communityId, memberId);
  const refused = await refusalOn(ctx.forum, memberId, target, undefined);
  if (refused) throw refusal(refused);
  return commitAction(planAction(ctx, asPerson(target!), body, null), false);
}

/** Reports whose actions share one transaction (4 writes each, within TransactWriteItems' 100). */
const BULK_GROUP = 20;

/**
 * Staff act on up to 100 reports at once: the reports and their members are read in one BatchGet each and every
 * report is judged by itself. The actions then commit in groups of 20 reports per transaction (each with its own
 * audit entry); a group whose transaction fails is retried report by report, so one bad report (resolved meanwhile,
 * its member gone) is its own result and never fails the others. A group never holds one member twice.
 */
export async function actOnReports(
  tenant: Tenant | null,
  actor: Actor | null,
  body: ReportActionBody,
): Promise<BulkResult> {
  const { forum, me, rank } = await staffForum(tenant, actor);
  const cid = forum.config.community.communityId;
  const ids = [...new Set(body.reportIds)];
  const reports = new Map((await store.getReports(cid, ids)).map((r) => [r.id, r]));
  if (body.action === 'delete') return deleteReported({ forum, me, rank, now: new Date() }, ids, reports);
  const members = new Map(
    (
      await getMembers(
        cid,
        [...reports.values()].map((r) => r.reportedUser.id),
      )
    ).map((m) => [m.memberId, m]),
  );
  const ctx: ActionContext = { forum, me, rank, now: new Date() };
  const results = new Map<string, BulkResult['results'][number]>();
  const planned: Array<{ reportId: string; memberId: string; plan: PlannedAction }> = [];
  for (const reportId of ids) {
    try {
      const report = reports.get(reportId);
      if (!report) throw refusal('REPORT_MISSING');
      if (report.actionTaken !== 'pending') throw refusal('REPORT_RESOLVED');
      if (body.action === 'discard') {
        // Ignoring a report does nothing to its member or content: any staff member who moderates where the content
        // is may, whoever wrote it (the owner's and admins' content included, and their own).
        if (!moderatesIn(forum, report.subforumId)) throw refusal('STAFF_ONLY');
        const about = { memberId: report.reportedUser.id, name: report.reportedUser.name };
        planned.push({
          reportId,
          memberId: about.memberId,
          plan: planAction(ctx, about, { action: 'discard' }, report),
        });
        continue;
      }
      // The spec's staff menu withholds warn, time out and ban on anonymous content: acting on its author would name
      // them (member-forum §6).
      if (report.reportedUser.anonymous) throw refusal('MODERATION_ANONYMOUS');
      const target = members.get(report.reportedUser.id) ?? null;
      const refused = await refusalOn(ctx.forum, report.reportedUser.id, target, report.subforumId);
      if (refused) throw refusal(refused);
      planned.push({ reportId, memberId: target!.memberId, plan: planAction(ctx, asPerson(target!), body, report) });
    } catch (error) {
      results.set(reportId, failure(reportId, error));
    }
  }
  const groups: Array<typeof planned> = [];
  for (const entry of planned) {
    const group = groups.find((g) => g.length < BULK_GROUP && !g.some((other) => other.memberId === entry.memberId));
    if (group) group.push(entry);
    else groups.push([entry]);
  }
  const one = async ({ reportId, plan }: (typeof planned)[number]) => {
    try {
      await commitAction(plan, true);
      results.set(reportId, { reportId, ok: true });
    } catch (error) {
      results.set(reportId, failure(reportId, error));
    }
  };
  await Promise.all(
    groups.map(async (group) => {
      try {
        await transactWrite(group.flatMap((entry) => entry.plan.writes));
      } catch {
        for (const entry of group) await one(entry);
        return;
      }
      for (const entry of group) {
        results.set(entry.reportId, { reportId: entry.reportId, ok: true });
        await entry.plan.after().catch(() => undefined);
      }
    }),
  );
  return { results: ids.map((id) => results.get(id)!) };
}

const failure = (reportId: string, error: unknown): BulkResult['results'][number] =>
  error instanceof AppError
    ? { reportId, ok: false, ...(error.reason ? { reason: error.reason } : {}), message: error.message }
    : { reportId, ok: false, message: messages.generic };

// ── content: delete with a reason, and its undo (republish) ─────────────────────────────────────────────────────

type ContentType = 'post' | 'comment';

/** The content as staff reach it (readable, not deleted): 404 when it is gone. */
const liveContent = (forum: Forum, type: ContentType, id: string) =>
  type === 'post' ? reportablePost(forum, id) : reportableComment(forum, id);

/** The audit input of a content action (delete, republish): the author as the log names them. */
const contentAudit = (
  ctx: ActionContext,
  action: 'delete' | 'republish',
  type: ContentType,
  content: ModeratedContent,
  extra: Pick<AuditInput, 'reason' | 'reportId' | 'isDirectAction'> & { undoOf?: string },
): AuditInput => ({
  action,
  contentType: type,
  postId: content.postId,
  commentId: content.commentId,
  actorDetails: ctx.me,
  actorRank: ctx.rank,
  // An anonymous author stays anonymous in the log as in reports.
  reportedUserDetails: content.anonymous
    ? { id: null, name: 'Anonymous' }
    : { id: content.authorId, name: content.authorName },
  ...extra,
});

/** Deletes content in one transaction with `extra(content)` (its audit entry, its report); the content as it was. */
const removeContent = (
  ctx: ActionContext,
  type: ContentType,
  id: string,
  extra: (content: ModeratedContent) => TransactItem[],
) => (type === 'post' ? removePost(ctx.forum, id, ctx.me.id, extra) : removeComment(ctx.forum, id, ctx.me.id, extra));

/** Staff delete someone else's post or comment from its menu, with a reason; Audit Logs' Undo republishes it. */
export async function deleteContent(
  tenant: Tenant | null,
  actor: Actor | null,
  params: { contentType: ContentType; contentId: string },
  body: DeleteContentBody,
) {
  const { forum, me, rank } = await staffForum(tenant, actor);
  const ctx: ActionContext = { forum, me, rank, now: new Date() };
  const cid = forum.config.community.communityId;
  const content = await liveContent(forum, params.contentType, params.contentId);
  const refused = await contentRefusal(ctx.forum, content);
  if (refused) throw refusal(refused);
  let auditId = '';
  await removeContent(ctx, params.contentType, params.contentId, (fresh) => {
    const { entry, item } = auditItem(
      cid,
      contentAudit(ctx, 'delete', params.contentType, fresh, {
        reason: body.reason,
        reportId: null,
        isDirectAction: true,
      }),
      ctx.now,
    );
    auditId = entry.id;
    return [item];
  });
  return { message: messages.deletedContent, auditId };
}

/** A report's delete, as its transaction items: the report resolved and its audit entry. */
const reportDeleteWrites = (ctx: ActionContext, report: store.ReportItem, content: ModeratedContent) => {
  const cid = ctx.forum.config.community.communityId;
  return [
    store.resolveReportWrite(cid, report.id, 'delete', ctx.now.toISOString()),
    auditItem(
      cid,
      contentAudit(ctx, 'delete', report.contentType, content, {
        reason: null,
        reportId: report.id,
        isDirectAction: false,
      }),
      ctx.now,
    ).item,
  ];
};

/** Items per transaction (TransactWriteItems takes 100): a post's delete is the post, its event, report and audit entry. */
const TRANSACTION_ITEMS = 100;
/** Transactions of one bulk Delete in flight at once (100 reports make about 5). */
const GROUPS_AT_ONCE = 20;

/**
 * Reports' bulk Delete. The reported posts and their authors are read in one BatchGet each and each report is judged
 * by itself; the posts' deletes (each conditioned on the version read, with its report resolved and its audit entry)
 * then commit several to a transaction, up to 100 items. A group whose transaction fails goes report by report, and a
 * reported comment is deleted by itself, so a report whose content is gone, was resolved meanwhile or is protected is
 * its own result. Reports of one content in the same request: the first deletes it, the others answer that it is gone.
 */
async function deleteReported(
  ctx: ActionContext,
  ids: string[],
  reports: Map<string, store.ReportItem>,
): Promise<BulkResult> {
  const cid = ctx.forum.config.community.communityId;
  const results = new Map<string, BulkResult['results'][number]>();
  const byContent = new Map<string, store.ReportItem[]>();
  for (const reportId of ids) {
    const report = reports.get(reportId);
    if (!report) results.set(reportId, failure(reportId, refusal('REPORT_MISSING')));
    else if (report.actionTaken !== 'pending') results.set(reportId, failure(reportId, refusal('REPORT_RESOLVED')));
    else {
      const key = report.commentId ?? report.postId;
      byContent.set(key, [...(byContent.get(key) ?? []), report]);
    }
  }
  const firsts = [...byContent.values()].map((same) => same[0]!);
  // The posts and their authors at once: a report names the author it was filed on.
  const postReports = firsts.filter((r) => r.contentType === 'post');
  const authorIds = new Set(postReports.map((r) => r.reportedUser.id));
  const [posts, authorItems] = await Promise.all([
    reportablePosts(
      ctx.forum,
      postReports.map((r) => r.postId),
    ),
    getMembers(cid, [...authorIds]),
  ]);
  const authors = new Map(authorItems.map((m) => [m.memberId, m]));
  /** The author's member item as read (null: read, and none), or undefined when not read (contentRefusal reads it). */
  const authorOf = (authorId: string) => authors.get(authorId) ?? (authorIds.has(authorId) ? null : undefined);

  // One report by itself: its content read again, judged and deleted in its own transaction.
  const one = async (report: store.ReportItem) => {
    const id = report.contentType === 'post' ? report.postId : report.commentId!;
    try {
      const content = await liveContent(ctx.forum, report.contentType, id);
      const refused = await contentRefusal(ctx.forum, content);
      if (refused) throw refusal(refused);
      await removeContent(ctx, report.contentType, id, (fresh) => reportDeleteWrites(ctx, report, fresh));
      results.set(report.id, { reportId: report.id, ok: true });
    } catch (error) {
      const resolvedMeanwhile = error instanceof TransactionConditionFailed;
      results.set(report.id, failure(report.id, resolvedMeanwhile ? refusal('REPORT_RESOLVED') : error));
    }
  };

  // The posts read in the batch, judged now: their deletes planned, grouped into transactions.
  const planned: Array<{ report: store.ReportItem; read: ReadContent['read']; extra: TransactItem[] }> = [];
  const alone: store.ReportItem[] = [];
  for (const report of firsts) {
    const read = report.contentType === 'post' ? posts.get(report.postId) : undefined;
    if (!read) {
      alone.push(report);
      continue;
    }
    const refused = await contentRefusal(ctx.forum, read, authorOf(read.authorId));
    if (refused) {
      results.set(report.id, failure(report.id, refusal(refused)));
      continue;
    }
    planned.push({ report, read: read.read, extra: reportDeleteWrites(ctx, report, read) });
  }
  // As many posts to a transaction as its 100 items hold (the posts domain decides each delete's items).
  const groups = removalTransactions(planned, ctx.me.id, TRANSACTION_ITEMS);
  await eachLimited(
    groups,
    async (group) => {
      try {
        await transactWrite(group.writes);
        for (const { report } of group.removals) results.set(report.id, { reportId: report.id, ok: true });
      } catch {
        for (const { report } of group.removals) await one(report);
      }
    },
    GROUPS_AT_ONCE,
  );
  await eachLimited(alone, one);
  // Later reports of content the first report deleted: each by itself (it answers that the content is gone).
  for (const same of byContent.values()) for (const report of same.slice(1)) await one(report);
  return { results: ids.map((id) => results.get(id)!) };
}

/** Undoes a content entry: a delete by republishing the content as it was, a republish by deleting it again. */
async function undoContentEntry(ctx: ActionContext, entry: AuditEntry, undo: 'delete' | 'republish') {
  const cid = ctx.forum.config.community.communityId;
  const type = entry.contentType;
  const id = type === 'post' ? entry.postId : type === 'comment' ? entry.commentId : null;
  if ((type !== 'post' && type !== 'comment') || !id) throw refusal('UNDO_UNAVAILABLE');
  const content =
    undo === 'republish'
      ? await (type === 'post' ? removedPost(ctx.forum, id) : removedComment(ctx.forum, id))
      : await liveContent(ctx.forum, type, id).catch(() => null);
  if (!content) throw refusal('UNDO_STALE');
  const refused = await contentRefusal(ctx.forum, content);
  if (refused) throw refusal(refused);
  const writes = (fresh: ModeratedContent) => {
    const { entry: next, item } = auditItem(
      cid,
      contentAudit(ctx, undo, type, fresh, {
        reason: entry.reason,
        reportId: entry.reportId,
        isDirectAction: true,
        undoOf: entry.id,
      }),
      ctx.now,
    );
    const items: TransactItem[] = [store.markUndoneWrite(cid, entry.id, next.id), item];
    if (entry.reportId) items.push(store.relabelReportWrite(cid, entry.reportId, undo));
    return { next, items };
  };
  try {
    if (undo === 'republish') {
      const planned = writes(content);
      const republish = type === 'post' ? republishPost : republishComment;
      await republish(ctx.forum, id, ctx.me.id, planned.items);
      return { entry: planned.next };
    }
    let next: AuditEntry | null = null;
    await removeContent(ctx, type, id, (fresh) => {
      const planned = writes(fresh);
      next = planned.next;
      return planned.items;
    });
    return { entry: next! };
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refusal('UNDO_STALE');
    throw error;
  }
}

/**
 * Undoes a staff edit: the revision it replaced put back by the content's domain (while the content still is the
 * edit's revision), with a new edit entry naming the one it undid, so the undo can be undone in turn.
 */
async function undoEditEntry(ctx: ActionContext, entry: AuditEntry & { revision?: ContentRevision }) {
  const type = entry.contentType;
  const id = type === 'post' ? entry.postId : type === 'comment' ? entry.commentId : null;
  if ((type !== 'post' && type !== 'comment') || !id || !entry.revision) throw refusal('UNDO_UNAVAILABLE');
  const cid = ctx.forum.config.community.communityId;
  let next: AuditEntry | null = null;
  const writes = (content: EditedContent, replaced: ContentRevision) => {
    const planned = editAuditItem(ctx.forum, ctx.me, content, replaced, entry.id, ctx.now);
    next = publicEntry(planned.entry);
    return [store.markUndoneWrite(cid, entry.id, planned.entry.id), planned.item];
  };
  try {
    if (type === 'post') await restorePostRevision(ctx.forum, id, entry.revision, writes);
    else await restoreCommentRevision(ctx.forum, id, entry.revision, writes);
  } catch (error) {
    // Edited or undone meanwhile, or the content was deleted since: nothing left that this entry changed.
    if (error instanceof TransactionConditionFailed) throw refusal('UNDO_STALE');
    if (error instanceof AppError && error.status === 404) throw refusal('UNDO_STALE');
    throw error;
  }
  return { entry: next! };
}

// ── audit log ───────────────────────────────────────────────────────────────────────────────────────────────────

const publicEntry = (item: AuditEntry & Record<string, unknown>): AuditEntry => {
  // An edit's replaced revision stays with its undo: the log names the edit, it does not republish old text.
  const { PK: _p, SK: _s, type: _t, revision: _r, ...entry } = item;
  return entry as AuditEntry;
};

/** A page of 10 audit entries, newest first: one Query. */
export async function listAuditLogs(tenant: Tenant | null, actor: Actor | null, cursor: string | undefined) {
  const { forum } = await staffForum(tenant, actor);
  const cid = forum.config.community.communityId;
  const base = store.auditPartition(cid);
  const startKey = decodeCursor(cursor, { PK: base });
  const page = await store.queryAudit(cid, AUDIT_PAGE_SIZE, startKey);
  return { items: page.items.map(publicEntry), nextCursor: encodeCursor(page.lastKey) };
}

/**
 * Undoes an entry by the map (a ban by unban, an unban by a permanent ban), logged as its own entry naming the one
 * it undid. 409 when the entry has no undo, was undone already, or what it did has changed since (the ban it set
 * was lifted or replaced; the member it unbanned is banned again).
 */
export async function undoAuditEntry(tenant: Tenant | null, actor: Actor | null, entryId: string) {
  const { forum, me, rank } = await staffForum(tenant, actor);
  const cid = forum.config.community.communityId;
  const entry = await store.getAuditEntry(cid, entryId);
  if (!entry) throw refusal('AUDIT_ENTRY_MISSING');
  const undo = AUDIT_UNDO[entry.action];
  if (!undo) throw refusal('UNDO_UNAVAILABLE');
  if (entry.undoneBy) throw refusal('UNDO_STALE');
  // Undo reverses a staff member's decision: it takes at least their rank (an entry written before ranks were kept
  // is judged by its author's rank now; one whose author is gone by nobody's).
  const decidedAt = entry.actorRank ?? (await currentRankOf(forum, entry.actorDetails.id));
  if (rank < decidedAt) throw refusal('UNDO_OUTRANKED');
  const ctx: ActionContext = { forum, me, rank, now: new Date() };
  if (undo === 'delete' || undo === 'republish') return undoContentEntry(ctx, entry, undo);
  if (undo === 'edit') return undoEditEntry(ctx, entry);
  const targetId = entry.reportedUserDetails?.id;
  if (!targetId) throw refusal('UNDO_UNAVAILABLE');
  const target = await getMember(cid, targetId);
  const refused = await refusalOn(ctx.forum, targetId, target, undefined);
  if (refused) throw refusal(refused);
  const { entry: next, item: audit } = auditItem(
    cid,
    {
      action: undo,
      reason: entry.reason,
      isDirectAction: true,
      reportId: entry.reportId,
      contentType: 'user',
      postId: entry.postId,
      commentId: entry.commentId,
      actorDetails: me,
      actorRank: rank,
      reportedUserDetails: { id: target!.memberId, name: nameOf(target!) },
      undoOf: entry.id,
    },
    ctx.now,
  );
  const effect =
    undo === 'unban'
      ? unbanWrite(cid, target!.memberId, entry.id)
      : banWrite(
          cid,
          target!.memberId,
          { permanent: true, expiresAt: null, reason: entry.reason ?? '', auditId: next.id },
          true,
        );
  const writes: TransactItem[] = [effect, store.markUndoneWrite(cid, entry.id, next.id), audit];
  if (entry.reportId) {
    writes.push(store.relabelReportWrite(cid, entry.reportId, undo === 'unban' ? 'unban' : 'permanentBan'));
  }
  if (undo === 'permanentBan') {
    writes.push(
      outboxItem('member.banned', cid, { memberId: target!.memberId, until: null, by: me.id, auditId: next.id }),
    );
  }
  try {
    await transactWrite(writes);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refusal('UNDO_STALE');
    throw error;
  }
  return { entry: next };
}
