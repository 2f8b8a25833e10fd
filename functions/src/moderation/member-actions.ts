// Staff actions on members (member-forum §4): warn, time out or ban, directly from a post or comment menu, or on a
// report (reports.ts), and a report ignored. Each action is one transaction: its effect, the report resolved, its
// audit entry (platform/audit.ts) and its event; a warning is e-mailed once committed. Member changes go through
// members/service.ts.
import * as messages from '@hearth/shared/messages';
import type { MemberActionBody } from '@hearth/shared/schemas/moderation';
import type { MemberItem } from '../members/model.ts';
import { banWrite, getMember } from '../members/service.ts';
import { type AuditInput, auditItem } from '../platform/audit.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { sendMail } from '../platform/email/port.ts';
import { outboxItem } from '../platform/events/port.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { refusalOn } from '../posts/staff-judge.ts';
import { type ActionContext, nameOf, staffForum } from './staff.ts';
import * as store from './store.ts';

const DAY_MS = 86_400_000;

type MemberAction = MemberActionBody | { action: 'discard' };

const TOASTS = {
  warn: messages.warnedMember,
  timedBan: messages.timedOutMember,
  permanentBan: messages.bannedMember,
  discard: messages.reportIgnored,
} as const;

export interface PlannedAction {
  /** The action's writes: its effect, the report resolved (on a report), the audit entry and the event. */
  writes: TransactItem[];
  auditId: string;
  message: string;
  /** What follows the commit (a warning's e-mail). */
  after(): Promise<void>;
}

/** The member an action is about: who the log names, and where a warning is mailed. */
interface ActionSubject {
  memberId: string;
  name: string;
  email?: string;
}
export const asPerson = (member: MemberItem): ActionSubject => ({
  memberId: member.memberId,
  name: nameOf(member),
  email: member.email,
});

/** One action's writes, decided; nothing is written yet. */
export function planAction(
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
export async function commitAction(plan: PlannedAction, onReport: boolean) {
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
