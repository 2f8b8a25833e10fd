// Reports (member-forum §2.10, §2.11): a member reports a post or a comment; staff page through reports by status and
// act on up to 100 at once (warn, time out, ban, ignore: member-actions.ts; delete: content-actions.ts), each report
// judged by itself.
import * as messages from '@hearth/shared/messages';
import {
  type BulkResult,
  type CreateReportBody,
  REPORTS_PAGE_SIZE,
  type Report,
  type ReportActionBody,
} from '@hearth/shared/schemas/moderation';
import { ulid } from 'ulid';
import { reportableComment } from '../comments/moderate.ts';
import { forumWriter } from '../members/gate.ts';
import { getMembers } from '../members/service.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, transactWrite } from '../platform/db/transact.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { refusal } from '../platform/http/errors.ts';
import { countMemberAction } from '../platform/rate-limit.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { reportablePost } from '../posts/access.ts';
import { deleteReported } from './content-actions.ts';
import { moderatesIn, refusalOn } from '../posts/staff-judge.ts';
import { type PlannedAction, asPerson, commitAction, planAction } from './member-actions.ts';
import { type ActionContext, failure, nameOf, staffForum } from './staff.ts';
import * as store from './store.ts';

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
