// The audit log's items, beside the outbox: a staff action adds `auditItem(...)`'s Put to the transaction of its
// effect, so the action and its record are written together or not at all (member-forum §2.10, and the rule "every
// action writes exactly one audit item in the same transaction as its effect"). Every domain that takes a staff
// action writes its entry through here; the moderation domain pages the log and undoes entries (moderation/
// audit-log.ts) with the reads and the undone mark below.
import type { AuditEntry, ContentRevision } from '@hearth/shared/schemas/audit';
import { ulid } from 'ulid';
import { db, tableName } from './db/client.ts';
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

/** A page of the audit log, newest first (one Query on the community's partition). */
export async function queryAudit(communityId: string, limit: number, startKey?: Record<string, unknown>) {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
      ExpressionAttributeValues: { ':p': keys.audit(communityId, '').PK, ':s': keys.audit(communityId, '').SK },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as Array<AuditEntry & Record<string, unknown>>, lastKey: out.LastEvaluatedKey };
}

/** The partition the audit log's pages read, for checking a cursor against it. */
export const auditPartition = (communityId: string) => keys.audit(communityId, '').PK;

/** One audit entry (GetItem, consistent: an undo judges it fresh). */
export async function getAuditEntry(communityId: string, entryId: string): Promise<AuditEntry | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.audit(communityId, entryId), ConsistentRead: true }),
  );
  return (out.Item as AuditEntry | undefined) ?? null;
}

/** Marks an entry undone by `undoneBy`, as a write fragment; fails if it was undone already (one undo per entry). */
export function markUndoneWrite(communityId: string, entryId: string, undoneBy: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.audit(communityId, entryId),
      UpdateExpression: 'SET undoneBy = :u',
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(undoneBy) OR undoneBy = :null)',
      ExpressionAttributeValues: { ':u': undoneBy, ':null': null },
    },
  };
}
