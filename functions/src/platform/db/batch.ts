// One BatchGetItem and one BatchWriteItem (deletes) helper for every store: keys in chunks of the API's limits,
// unprocessed keys retried.
import { db, tableName } from './client.ts';

type Key = { PK: string; SK: string };

const BATCH_GET_MAX = 100;
const BATCH_WRITE_MAX = 25;
const UNPROCESSED_RETRIES = 5;

/** The items that exist for the keys, in no particular order. */
export async function batchGetItems<T>(keyList: Key[]): Promise<T[]> {
  const { client, commands } = await db();
  const found: T[] = [];
  for (let i = 0; i < keyList.length; i += BATCH_GET_MAX) {
    let pending = keyList.slice(i, i + BATCH_GET_MAX);
    for (let attempt = 0; pending.length > 0 && attempt < UNPROCESSED_RETRIES; attempt++) {
      const out = await client.send(
        new commands.BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      found.push(...((out.Responses?.[tableName()] ?? []) as T[]));
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

/** Deletes the items at these keys (missing ones are no error); throws if some are still unprocessed after retries. */
export async function batchDeleteItems(keyList: Key[]): Promise<void> {
  const { client, commands } = await db();
  for (let i = 0; i < keyList.length; i += BATCH_WRITE_MAX) {
    let pending = keyList.slice(i, i + BATCH_WRITE_MAX).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0 && attempt < UNPROCESSED_RETRIES; attempt++) {
      const out = await client.send(new commands.BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
    if (pending.length > 0) throw new Error(`batchDeleteItems: ${pending.length} deletes still unprocessed`);
  }
}
