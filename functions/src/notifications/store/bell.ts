// The bell: each member's unread count and when they last opened the panel (`STATE`, in their notification
// partition).
import { batchGetItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';

export interface BellState {
  unread: number;
  lastSeenAt: string | null;
}

/** The bell's unread count goes up by one. */
export function countUnread(communityId: string, memberId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.notificationState(communityId, memberId),
      UpdateExpression: 'ADD unread :one',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** The bell (one GetItem). */
export async function getBellState(communityId: string, memberId: string, consistent = false): Promise<BellState> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.notificationState(communityId, memberId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return { unread: Number(out.Item?.['unread'] ?? 0), lastSeenAt: (out.Item?.['lastSeenAt'] as string) ?? null };
}

/**
 * The bell together with another item of the caller's (the reader's member item, for the membership gate): one
 * BatchGetItem, so the unread count stays one request.
 */
export async function getBellStateWith<T>(
  communityId: string,
  memberId: string,
  other: { PK: string; SK: string },
): Promise<{ bell: BellState; other: T | null }> {
  const stateKey = keys.notificationState(communityId, memberId);
  const found = await batchGetItems<Record<string, unknown>>([stateKey, other]);
  const at = (k: { PK: string; SK: string }) => found.find((i) => i['PK'] === k.PK && i['SK'] === k.SK) ?? null;
  const state = at(stateKey);
  return {
    bell: { unread: Number(state?.['unread'] ?? 0), lastSeenAt: (state?.['lastSeenAt'] as string) ?? null },
    other: at(other) as T | null,
  };
}

/** The panel was closed: unread 0, last seen now (one Put). */
export async function putSeen(communityId: string, memberId: string, at: string): Promise<BellState> {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.notificationState(communityId, memberId), unread: 0, lastSeenAt: at },
    }),
  );
  return { unread: 0, lastSeenAt: at };
}
