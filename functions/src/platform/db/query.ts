// One page of one index partition: a Query on a key (never a Scan), the shape of every "N at a time" list the stores
// read (a member's posts, comments and actions; reports; member requests; post submissions). The caller pages with
// `lastKey`, and checks a client's cursor against the partition it names before passing it back.
import { db, tableName } from './client.ts';

export type IndexName = 'GSI1' | 'GSI2' | 'GSI3';
export type PageKey = Record<string, unknown>;

export interface IndexPage<T> {
  items: T[];
  lastKey?: PageKey;
}

export interface IndexPageOptions {
  limit: number;
  startKey?: PageKey | undefined;
  /** Highest sort key first (the default: the index's sort keys are times or ULIDs, so newest first). */
  newestFirst?: boolean;
}

export async function queryIndexPage<T>(
  index: IndexName,
  partition: string,
  { limit, startKey, newestFirst = true }: IndexPageOptions,
): Promise<IndexPage<T>> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': `${index}PK` },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: !newestFirst,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { items: (out.Items ?? []) as T[], ...(out.LastEvaluatedKey ? { lastKey: out.LastEvaluatedKey } : {}) };
}

/** Every item of one index partition, page after page (each Query stops at 1 MB), in sort-key order as asked. */
export async function queryIndexAll<T>(
  index: IndexName,
  partition: string,
  { newestFirst = true }: { newestFirst?: boolean } = {},
): Promise<T[]> {
  const items: T[] = [];
  let startKey: PageKey | undefined;
  do {
    const page = await queryIndexPage<T>(index, partition, { limit: 1000, startKey, newestFirst });
    items.push(...page.items);
    startKey = page.lastKey;
  } while (startKey);
  return items;
}
