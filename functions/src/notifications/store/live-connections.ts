// Live connections: each member's open WebSocket connections in the community's partition, and the members a
// consumer's effect notifies, for telling them live.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';

/**
 * A member's open live connection, kept until it closes or its TTL passes (one Put). `issuedAt` is the `iat` (epoch
 * seconds) of the ID token that opened it, so ending the account's sessions closes exactly the connections opened
 * before the cutoff.
 */
export async function putLiveConnection(
  communityId: string,
  memberId: string,
  connectionId: string,
  issuedAt: number,
  ttl: number,
) {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.liveConnection(communityId, memberId, connectionId), memberId, connectionId, issuedAt, ttl },
    }),
  );
}

/** A closed (or gone) live connection (one Delete). */
export async function deleteLiveConnection(communityId: string, memberId: string, connectionId: string) {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({
      TableName: tableName(),
      Key: keys.liveConnection(communityId, memberId, connectionId),
    }),
  );
}

export interface LiveConnection {
  memberId: string;
  connectionId: string;
  /** The opening token's `iat` (epoch seconds); absent on connections stored before it was kept. */
  issuedAt?: number;
}

/**
 * Live connections not yet expired: one member's (`memberId`), or the whole community's, a page at a time. DynamoDB's
 * TTL deletes lazily, so an expired item is filtered out here.
 */
export async function queryLiveConnections(
  communityId: string,
  memberId: string | null,
  startKey?: Record<string, unknown>,
): Promise<{ items: LiveConnection[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: memberId ? 'PK = :p AND begins_with(SK, :m)' : 'PK = :p',
      FilterExpression: '#ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':p': keys.liveConnections(communityId),
        ':now': Math.floor(Date.now() / 1000),
        ...(memberId ? { ':m': keys.liveMemberPrefix(memberId) } : {}),
      },
      ProjectionExpression: 'memberId, connectionId, issuedAt',
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as LiveConnection[], lastKey: out.LastEvaluatedKey };
}

/** The members whose notifications a consumer's effect writes (their partitions), for telling them live. */
export function membersWritten(communityId: string, effect: TransactItem[]): string[] {
  const prefix = `${keys.notificationState(communityId, '').PK}`;
  const found = new Set<string>();
  for (const item of effect) {
    const key = (item.Put?.Item ?? item.Update?.Key) as { PK?: string; SK?: string } | undefined;
    if (key?.PK?.startsWith(prefix)) found.add(key.PK.slice(prefix.length));
  }
  return [...found];
}
