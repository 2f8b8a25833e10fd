// The audit log's write side, beside the outbox: a staff action adds `auditItem(...)`'s Put to the transaction of
// its effect, so the action and its record are written together or not at all (member-forum §2.10, and the
// rule "every action writes exactly one audit item in the same transaction as its effect"). Reading, paging and
// undo belong to the moderation domain; every domain that takes a staff action writes its entry through here.
import type { AuditEntry, ContentRevision } from '@hearth/shared/schemas/audit';
import { ulid } from 'ulid';
import { tableName } from './db/client.ts';
import { keys } from './db/keys.ts';
import type { TransactItem } from './db/transact.ts';

/** An entry to record; an edit of someone else's content keeps what it replaced (`revision`) for its undo. */
export type AuditInput = Omit<AuditEntry, 'id' | 'createdAt'> & { revision?: ContentRevision };

/** The entry and the Put that records it (conditioned on a fresh key: one entry per action, never overwritten). */
export function auditItem(
  communityId: string,
  input: AuditInput,
  now = new Date(),
): { entry: AuditEntry & { revision?: ContentRevision }; item: TransactItem } {
  const entry = { id: ulid(now.getTime()), createdAt: now.toISOString(), ...input };
  return {
    entry,
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.audit(communityId, entry.id), type: 'AUDIT', ...entry },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}
