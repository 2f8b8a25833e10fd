// Moderation (member-forum §2.10, §2.11, §5 moderation rules, §7.4): reports, staff actions on members (warn,
// timeout, ban), the report dashboard's bulk actions, the audit log's pages and undo.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { auditEntrySchema } from './audit.ts';

export const REPORTS_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE = 10;
export const REPORT_BULK_MAX = 100;
export const REASON_MIN = 5;

/** A staff reason (ban, timeout, ignore, delete): trimmed, required, 5 chars at least. */
export const moderationReasonSchema = z
  .string({ error: messages.reasonRequired })
  .trim()
  .min(1, messages.reasonRequired)
  .min(REASON_MIN, messages.reasonMin)
  .max(1000);

/** A warning's comment: trimmed, required, 5 chars at least. */
export const warnCommentSchema = z
  .string({ error: messages.commentRequired })
  .trim()
  .min(1, messages.commentRequired)
  .min(REASON_MIN, messages.commentMin)
  .max(1000);

/** Timeout days: a whole number, 1 at least (default 1). */
export const timeoutDaysSchema = z.coerce
  .number({ error: messages.timeoutMinDay })
  .int(messages.timeoutMinDay)
  .min(1, messages.timeoutMinDay)
  .max(3650)
  .default(1);

export const REPORT_REASONS = [
  'Spam',
  'Misleading Information',
  'This is offensive (racism, etc)',
  'Community rules violation',
  'Other issues',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const createReportBodySchema = z
  .object({
    contentType: z.enum(['post', 'comment']),
    contentId: z.string().min(1).max(64),
    reason: z.enum(REPORT_REASONS),
    text: z.string().trim().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason !== 'Other issues') return;
    const text = body.text ?? '';
    if (text.length === 0) ctx.addIssue({ code: 'custom', path: ['text'], message: messages.reportReasonInput });
    else if (text.length < REASON_MIN) ctx.addIssue({ code: 'custom', path: ['text'], message: messages.reasonMin });
  });
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

/** What staff do to a member directly (post-card menu, comment menu). */
export const memberActionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('warn'), comment: warnCommentSchema }),
  z.object({ action: z.literal('timedBan'), reason: moderationReasonSchema, days: timeoutDaysSchema }),
  z.object({ action: z.literal('permanentBan'), reason: moderationReasonSchema }),
]);
export type MemberActionBody = z.infer<typeof memberActionBodySchema>;
export const memberActionParamsSchema = z.object({ memberId: z.string().min(1).max(64) });

export const REPORT_ACTIONS = ['warn', 'timedBan', 'permanentBan', 'discard', 'delete'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** One request for up to 100 reports; each is acted on by itself (one bad report never fails the others). */
export const reportActionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('warn'),
    reportIds: z.array(z.string().min(1).max(64)).min(1).max(REPORT_BULK_MAX),
    comment: warnCommentSchema,
  }),
  z.object({
    action: z.literal('timedBan'),
    reportIds: z.array(z.string().min(1).max(64)).min(1).max(REPORT_BULK_MAX),
    reason: moderationReasonSchema,
    days: timeoutDaysSchema,
  }),
  z.object({
    action: z.literal('permanentBan'),
    reportIds: z.array(z.string().min(1).max(64)).min(1).max(REPORT_BULK_MAX),
    reason: moderationReasonSchema,
  }),
  z.object({
    action: z.literal('discard'),
    reportIds: z.array(z.string().min(1).max(64)).min(1).max(REPORT_BULK_MAX),
  }),
  /** Deletes the reported posts and comments (confirmed, no reason: §4); each can be republished from Audit Logs. */
  z.object({
    action: z.literal('delete'),
    reportIds: z.array(z.string().min(1).max(64)).min(1).max(REPORT_BULK_MAX),
  }),
]);
export type ReportActionBody = z.infer<typeof reportActionBodySchema>;

/** A report's actionTaken (member-forum §4) and its label. */
export const REPORT_ACTION_TAKEN = [
  'pending',
  'delete',
  'discard',
  'warn',
  'timedBan',
  'permanentBan',
  'unban',
  'republish',
] as const;
export type ReportActionTaken = (typeof REPORT_ACTION_TAKEN)[number];
export const ACTION_TAKEN_LABELS: Record<ReportActionTaken, string> = {
  pending: 'PENDING',
  delete: 'Content Deleted',
  discard: 'Ignored',
  warn: 'Warned',
  timedBan: 'Timed Out',
  permanentBan: 'Banned',
  unban: 'Unbanned',
  republish: 'Content Republished',
};

const person = z.object({ id: z.string(), name: z.string() });

export const reportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  contentType: z.enum(['post', 'comment']),
  postId: z.string(),
  commentId: z.string().nullable(),
  /** The post's slug, for the report's link. */
  postSlug: z.string(),
  /** The post's title or the comment's first words, as they were when reported. */
  excerpt: z.string(),
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  reporter: person,
  /** id null: the content was posted anonymously, and its author is named to no one but themself. */
  reportedUser: person.extend({ id: z.string().nullable() }),
  actionTaken: z.enum(REPORT_ACTION_TAKEN),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportsQuerySchema = z.object({
  status: z.enum(['pending', 'resolved']).default('pending'),
  cursor: z.string().max(2000).optional(),
});
export const reportsPageSchema = z.object({ items: z.array(reportSchema), nextCursor: z.string().nullable() });
export type ReportsPage = z.infer<typeof reportsPageSchema>;

export const createReportResponseSchema = z.object({ id: z.string(), message: z.string() });

export const actionResultSchema = z.object({
  /** The spec's success toast. */
  message: z.string(),
  auditId: z.string(),
});
export const bulkResultSchema = z.object({
  results: z.array(
    z.object({
      reportId: z.string(),
      ok: z.boolean(),
      /** The refusal's code and text when this report was not acted on. */
      reason: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Staff delete someone else's post or comment from its menu (§2.11 deleteContent): the reason is logged. */
export const deleteContentParamsSchema = z.object({
  contentType: z.enum(['post', 'comment']),
  contentId: z.string().min(1).max(64),
});
export const deleteContentBodySchema = z.object({ reason: moderationReasonSchema });
export type DeleteContentBody = z.infer<typeof deleteContentBodySchema>;

export const auditQuerySchema = z.object({ cursor: z.string().max(2000).optional() });
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
export const auditParamsSchema = z.object({ entryId: z.string().min(1).max(64) });
/** The owner app's Community Manager names the community in the path (owner-dashboard §2). */
export const communityModerationParamsSchema = z.object({ communityId: z.string().min(1).max(64) });
export const communityAuditParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  entryId: z.string().min(1).max(64),
});
export const undoResponseSchema = z.object({ entry: auditEntrySchema });
/** The owner app's Content Approval: a post awaiting approval in the community named in the path. */
export const communityPostParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  postId: z.string().min(1).max(64),
});
