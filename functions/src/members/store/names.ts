// The member name index (GSI1 `C#<cid>#NAMES` on the member item, by accent- and case-folded "first last"): @mention
// search, the members list and directory search, and renaming a member.
import { updateIfExists } from '../../platform/db/conditional.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import { fullNameKey, type MemberItem } from '../model.ts';

/** Active members whose name index value starts with a prefix (Query GSI1 `C#<cid>#NAMES`). */
export async function queryMemberNames(communityId: string, prefix: string, limit: number) {
  const { client, commands } = await db();
  const { GSI1PK } = keys.memberName(communityId, '', '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :p AND begins_with(GSI1SK, :s)',
      FilterExpression: '#state = :active',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':p': GSI1PK, ':s': prefix, ':active': 'active' },
      Limit: limit * 3,
    }),
  );
  return ((out.Items ?? []) as Array<{ memberId: string; firstName: string; lastName: string }>).slice(0, limit);
}

/** Renames a member and moves its name-index entry with it (UpdateItem); the new item, or null when there is none. */
export async function setMemberName(
  communityId: string,
  memberId: string,
  firstName: string,
  lastName: string,
): Promise<MemberItem | null> {
  const { GSI1SK } = keys.memberName(communityId, fullNameKey({ firstName, lastName }), memberId);
  return updateIfExists<MemberItem>({
    Key: keys.member(communityId, memberId),
    UpdateExpression: 'SET firstName = :first, lastName = :last, GSI1SK = :name',
    ExpressionAttributeValues: { ':first': firstName, ':last': lastName, ':name': GSI1SK },
  });
}

/** The partition key a name-index cursor must carry. */
export const memberNamePartition = (communityId: string) => ({
  GSI1PK: keys.memberName(communityId, '', '').GSI1PK,
});

/**
 * A page of members in name order whose name starts with `prefix`, optionally only those naming `roleId` in their
 * roles (Query GSI1 `C#<cid>#NAMES`, with a filter for the role).
 */
export async function queryMembersByName(
  communityId: string,
  prefix: string,
  roleId: string | null,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ members: MemberItem[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const { GSI1PK } = keys.memberName(communityId, '', '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: prefix ? 'GSI1PK = :p AND begins_with(GSI1SK, :s)' : 'GSI1PK = :p',
      ...(roleId ? { FilterExpression: 'contains(roleIds, :role)' } : {}),
      ExpressionAttributeValues: {
        ':p': GSI1PK,
        ...(prefix ? { ':s': prefix } : {}),
        ...(roleId ? { ':role': roleId } : {}),
      },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    members: (out.Items ?? []) as MemberItem[],
    ...(out.LastEvaluatedKey ? { lastKey: out.LastEvaluatedKey } : {}),
  };
}
