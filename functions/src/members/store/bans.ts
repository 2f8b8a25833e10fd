// Bans and timeouts on the member item: staff's ban (alone or as a write fragment beside its audit entry), its undo,
// and the ban-expiry index (GSI3 `BANEXPIRY`, global, by expiry) that the ban-expiry job pages through.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import type { ExpiredBan, MemberItem } from '../model.ts';

/**
 * Bans or times out a member. A timed ban is indexed by its expiry (GSI3 `BANEXPIRY`), so the ban-expiry job finds
 * the ones that ran out; a ban counts only until then either way (activeBan checks it on every read).
 */
export async function setBan(communityId: string, memberId: string, ban: NonNullable<MemberItem['ban']>) {
  const { client, commands } = await db();
  const index = !ban.permanent && ban.expiresAt ? keys.banExpiry(ban.expiresAt, communityId, memberId) : null;
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: index ? 'SET ban = :ban, GSI3PK = :pk, GSI3SK = :sk' : 'SET ban = :ban REMOVE GSI3PK, GSI3SK',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':ban': ban, ...(index ? { ':pk': index.GSI3PK, ':sk': index.GSI3SK } : {}) },
    }),
  );
}

/** A page of timed bans that ran out by `now`, oldest first (Query GSI3 `BANEXPIRY`). */
export async function queryExpiredBans(
  now: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ bans: ExpiredBan[]; nextKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :now',
      ExpressionAttributeValues: { ':pk': keys.banExpiry('', '', '').GSI3PK, ':now': now },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const bans = (out.Items ?? []).map((item) => ({
    communityId: item.communityId as string,
    memberId: item.memberId as string,
    expiresAt: (item.ban as { expiresAt: string }).expiresAt,
    name: `${item.firstName as string} ${item.lastName as string}`.trim(),
  }));
  return { bans, ...(out.LastEvaluatedKey ? { nextKey: out.LastEvaluatedKey } : {}) };
}

/**
 * Lifts a timed ban that ran out, with its event (outbox) in the same transaction; false when the ban changed
 * meanwhile (extended, made permanent or lifted by staff).
 */
export async function liftExpiredBan(ban: ExpiredBan, events: TransactItem[]): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.member(ban.communityId, ban.memberId),
          UpdateExpression: 'REMOVE ban, GSI3PK, GSI3SK',
          ConditionExpression: 'ban.expiresAt = :exp AND ban.permanent = :false',
          ExpressionAttributeValues: { ':exp': ban.expiresAt, ':false': false },
        },
      },
      ...events,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) return false;
    throw error;
  }
}

/**
 * Staff's ban or timeout as a write fragment, for the transaction that also records its audit entry: the member
 * must exist; `expectUnbanned` (an undo of an unban) holds it to no ban at all meanwhile.
 */
export function banWrite(
  communityId: string,
  memberId: string,
  ban: NonNullable<MemberItem['ban']>,
  expectUnbanned = false,
): TransactItem {
  const index = !ban.permanent && ban.expiresAt ? keys.banExpiry(ban.expiresAt, communityId, memberId) : null;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: index ? 'SET ban = :ban, GSI3PK = :pk, GSI3SK = :sk' : 'SET ban = :ban REMOVE GSI3PK, GSI3SK',
      ConditionExpression: expectUnbanned
        ? 'attribute_exists(PK) AND attribute_not_exists(ban)'
        : 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':ban': ban, ...(index ? { ':pk': index.GSI3PK, ':sk': index.GSI3SK } : {}) },
    },
  };
}

/** Lifts the ban that the audit entry `auditId` set, as a write fragment; its condition fails if it is another ban. */
export function unbanWrite(communityId: string, memberId: string, auditId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: 'REMOVE ban, GSI3PK, GSI3SK',
      ConditionExpression: 'ban.auditId = :aid',
      ExpressionAttributeValues: { ':aid': auditId },
    },
  };
}
