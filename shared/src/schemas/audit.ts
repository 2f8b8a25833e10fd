// The audit log (member-forum §2.10 Audit logs, §3 Audit log, §8 texts): one entry per staff action, written in the
// same transaction as the action's effect (functions/src/platform/audit.ts builds the item). Every moderation
// surface — post and comment menus, reports, approvals, bans, invitations — records through this one shape.
import * as z from 'zod';

/** The spec's actions; `approve` / `deny` cover member and content approval, `delete` covers posts, comments, users. */
export const AUDIT_ACTIONS = [
  'warn',
  'timedBan',
  'permanentBan',
  'discard',
  'delete',
  'unban',
  'republish',
  'deny',
  'approve',
  'edit',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action can be undone by (§2.10); actions not listed have no undo (the button is disabled). */
export const AUDIT_UNDO: Partial<Record<AuditAction, AuditAction>> = {
  timedBan: 'unban',
  permanentBan: 'unban',
  delete: 'republish',
  republish: 'delete',
  unban: 'permanentBan',
  // Undoing an edit of someone else's content is another edit: the revision before it, put back.
  edit: 'edit',
};

export const AUDIT_CONTENT_TYPES = ['post', 'comment', 'user'] as const;
export type AuditContentType = (typeof AUDIT_CONTENT_TYPES)[number];

/** A person as the log shows them, copied at the time of the action (names change; the log records who it was). */
export const auditPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarURL: z.string().nullable().optional(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The staff member's reason, when the action takes one (warn, timeout, ban, delete, deny). */
  reason: z.string().nullable(),
  /** True when taken from a menu or dashboard directly, false when taken on a report. */
  isDirectAction: z.boolean(),
  reportId: z.string().nullable(),
  contentType: z.enum(AUDIT_CONTENT_TYPES).nullable(),
  postId: z.string().nullable(),
  commentId: z.string().nullable(),
  actorDetails: auditPersonSchema,
  /**
   * The deciding staff member's rank when they acted (owner 100, admins 90, moderators 50; functions/src/moderation/
   * policy.ts rankOf): undoing the entry takes at least this rank. Missing on entries written before it was kept.
   */
  actorRank: z.number().int().min(0).optional(),
  /** The member the action was about (the content's author, the banned or approved member). */
  /** id null: anonymous content, whose author is named to no one but themself (not in the log either). */
  reportedUserDetails: auditPersonSchema.extend({ id: z.string().nullable() }).nullable(),
  /** A timed ban's end (ISO), so undo and the log can show it. */
  until: z.string().nullable().optional(),
  /** The entry this one undid, and the entry that undid this one. */
  undoOf: z.string().nullable().optional(),
  undoneBy: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * What an edit of someone else's content replaced (stored on its audit entry, never listed): the fields its undo
 * puts back, and when the edit was made, so an undo lands only while the content still is that edit's revision.
 */
export interface ContentRevision {
  /** A post's title, body and what derives from them, or a comment's content. */
  previous: Record<string, unknown>;
  editedAt: string;
}
