// What the communities domain's stores share: a conditional Put for new items, a partition Query by sort-key prefix
// and an update of an existing item's fields.
import { db, tableName } from '../../platform/db/client.ts';
import { updateIfExists } from '../../platform/db/conditional.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';

/** A Put for a transaction, by default only where no item is yet. */
export const put = (Item: Record<string, unknown>, ConditionExpression = 'attribute_not_exists(PK)'): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression },
});

/**
 * Every item of one kind in the community's partition, by sort-key prefix (Query, paged; `consistent` reads fresh):
 * its roles, subforums, categories, settings documents or staff records.
 */
export async function queryCommunityItems<T>(communityId: string, prefix: string, consistent = false): Promise<T[]> {
  const { client, commands } = await db();
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
        ExpressionAttributeValues: { ':p': keys.community(communityId).PK, ':s': prefix },
        ...(consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey,
      }),
    );
    items.push(...((out.Items ?? []) as T[]));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** SET the given fields on an item that exists (and meets `also`); null when it does not. */
export async function updateExisting<T>(
  key: { PK: string; SK: string },
  fields: Record<string, unknown>,
  also?: string,
): Promise<T | null> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:v${i}`] = v;
      return `#f${i} = :v${i}`;
    });
  return updateIfExists<T>({
    Key: key,
    UpdateExpression: `SET ${sets.join(', ')}`,
    also,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}
