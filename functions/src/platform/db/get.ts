// One item by its key (GetItem): the read every store makes to load the item it is about to decide on.
import { db, tableName } from './client.ts';
import type { Key } from './actions.ts';

/**
 * The item at `key`, or null. Consistent by default: a store reads before it decides and writes (a vote, an edit),
 * so it must see the last committed write; pass `consistent: false` for a read that only displays.
 */
export async function getItem<T>(key: Key, options: { consistent?: boolean } = {}): Promise<T | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: key, ConsistentRead: options.consistent ?? true }),
  );
  return (out.Item as T | undefined) ?? null;
}
