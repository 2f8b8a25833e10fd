// Staff delete content (member-forum §4): someone else's post or comment from its menu, with a reason, or the content
// of reports in bulk. The owning domain deletes it (posts/moderate.ts, comments/moderate.ts) with the audit entry and
// report as extra transaction items; the audit log's undo (audit-log.ts) republishes it.
import * as messages from '@hearth/shared/messages';
import type { BulkResult, DeleteContentBody } from '@hearth/shared/schemas/moderation';
import { removeComment, reportableComment } from '../comments/moderate.ts';
import type { Forum } from '../members/gate.ts';
import { getMembers } from '../members/service.ts';
import { type AuditInput, auditItem } from '../platform/audit.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { eachLimited } from '../platform/each-limited.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type ModeratedContent, type ReadContent, reportablePost, reportablePosts } from '../posts/access.ts';
import { removalTransactions, removePost } from '../posts/moderate.ts';
import { contentRefusal } from '../posts/staff-judge.ts';
import { type ActionContext, failure, staffForum } from './staff.ts';
import * as store from './store.ts';

export type ContentType = 'post' | 'comment';

/** The content as staff reach it (readable, not deleted): 404 when it is gone. */
export const liveContent = (forum: Forum, type: ContentType, id: string) =>
  type === 'post' ? reportablePost(forum, id) : reportableComment(forum, id);

/** The audit input of a content action (delete, republish): the author as the log names them. */
export const contentAudit = (
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
export const removeContent = (
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
 * The pending reports among `ids`, by the content they name (in request order); a report missing or resolved already
 * is its own result in `results`.
 */
function pendingByContent(
  ids: string[],
  reports: Map<string, store.ReportItem>,
  results: Map<string, BulkResult['results'][number]>,
) {
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
  return byContent;
}

/**
 * Reports' bulk Delete. The reported posts and their authors are read in one BatchGet each and each report is judged
 * by itself; the posts' deletes (each conditioned on the version read, with its report resolved and its audit entry)
 * then commit several to a transaction, up to 100 items. A group whose transaction fails goes report by report, and a
 * reported comment is deleted by itself, so a report whose content is gone, was resolved meanwhile or is protected is
 * its own result. Reports of one content in the same request: the first deletes it, the others answer that it is gone.
 */
export async function deleteReported(
  ctx: ActionContext,
  ids: string[],
  reports: Map<string, store.ReportItem>,
): Promise<BulkResult> {
  const cid = ctx.forum.config.community.communityId;
  const results = new Map<string, BulkResult['results'][number]>();
  const byContent = pendingByContent(ids, reports, results);
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
