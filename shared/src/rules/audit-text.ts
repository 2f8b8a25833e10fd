// What the audit log says of an entry (member-forum §4 audit log texts): "{actor} issued a warning to {member}",
// "timed out", "banned", "ignored a report", "deleted a post/a comment/a user from", "unbanned", "republished … from",
// "denied …", "approved …"; staff editing someone else's content: "edited a post/a comment from". One function, so the dashboard and its tests read the same words.
import { AUDIT_UNDO, type AuditEntry } from '../schemas/audit.ts';

const what = (entry: Pick<AuditEntry, 'contentType'>) =>
  entry.contentType === 'comment' ? 'a comment' : entry.contentType === 'user' ? 'a user' : 'a post';

export function auditText(
  entry: Pick<AuditEntry, 'action' | 'contentType' | 'actorDetails' | 'reportedUserDetails'>,
): string {
  const actor = entry.actorDetails.name;
  const member = entry.reportedUserDetails?.name ?? 'a member';
  switch (entry.action) {
    case 'warn':
      return `${actor} issued a warning to ${member}`;
    case 'timedBan':
      return `${actor} timed out ${member}`;
    case 'permanentBan':
      return `${actor} banned ${member}`;
    case 'discard':
      return `${actor} ignored a report`;
    case 'delete':
      return `${actor} deleted ${what(entry)} from ${member}`;
    case 'unban':
      return `${actor} unbanned ${member}`;
    case 'republish':
      return `${actor} republished ${what(entry)} from ${member}`;
    case 'deny':
      return entry.contentType === 'user'
        ? `${actor} denied ${member}`
        : `${actor} denied ${what(entry)} from ${member}`;
    case 'approve':
      return entry.contentType === 'user'
        ? `${actor} approved ${member}`
        : `${actor} approved ${what(entry)} from ${member}`;
    case 'edit':
      return `${actor} edited ${what(entry)} from ${member}`;
  }
}

/** Whether the log offers Undo for an entry: its action has an undo and it was not undone already. */
export const canUndo = (entry: Pick<AuditEntry, 'action' | 'undoneBy'>): boolean =>
  AUDIT_UNDO[entry.action] !== undefined && !entry.undoneBy;
