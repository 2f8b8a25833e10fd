// A member's roles besides Members: the member item's `roleIds` and the role's holder items (the role's own
// partition, so its members are one Query: its count, the role filter, moving them when the role is deleted).
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';

/** The writes that give a member a role: its `roleIds` (only if it exists and lacks it) and the holder item. */
export function assignRoleWrites(communityId: string, memberId: string, roleId: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.member(communityId, memberId),
        UpdateExpression: 'SET roleIds = list_append(if_not_exists(roleIds, :none), :role)',
        ConditionExpression: 'attribute_exists(PK) AND NOT contains(roleIds, :id)',
        ExpressionAttributeValues: { ':none': [], ':role': [roleId], ':id': roleId },
      },
    },
    { Put: { TableName: tableName(), Item: { ...keys.roleHolder(communityId, roleId, memberId), memberId } } },
  ];
}

/**
 * The writes that take a role from a member whose `roleIds` holds it at `index` (read just before; the condition
 * fails when the list changed meanwhile) and its holder item.
 */
export function removeRoleWrites(communityId: string, memberId: string, roleId: string, index: number): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.member(communityId, memberId),
        UpdateExpression: `REMOVE roleIds[${index}]`,
        ConditionExpression: `roleIds[${index}] = :id`,
        ExpressionAttributeValues: { ':id': roleId },
      },
    },
    { Delete: { TableName: tableName(), Key: keys.roleHolder(communityId, roleId, memberId) } },
  ];
}

/** A holder item alone (a member that no longer names the role, or no longer exists): its removal. */
export const removeHolderWrite = (communityId: string, roleId: string, memberId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.roleHolder(communityId, roleId, memberId) },
});

/** How many members hold a role (Query with Select COUNT over the role's holder partition, paged). */
export async function countRoleHolders(communityId: string, roleId: string): Promise<number> {
  const { client, commands } = await db();
  const { PK } = keys.roleHolder(communityId, roleId, '');
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/** A page of a role's holders, by member id (Query on the role's holder partition). */
export async function queryRoleHolders(
  communityId: string,
  roleId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ memberIds: string[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const { PK } = keys.roleHolder(communityId, roleId, '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PK },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    memberIds: (out.Items ?? []).map((item) => item.memberId as string),
    ...(out.LastEvaluatedKey ? { lastKey: out.LastEvaluatedKey } : {}),
  };
}

/** The partition key a role-holder cursor must carry. */
export const roleHolderPartition = (communityId: string, roleId: string) => ({
  PK: keys.roleHolder(communityId, roleId, '').PK,
});
