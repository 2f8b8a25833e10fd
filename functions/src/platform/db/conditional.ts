// The stores' conditional single-item writes, with the failed condition as an answer instead of an error:
// put an item unless it exists, update or delete an item only while it exists (and any further condition holds).
// Any other failure is thrown. Conditions inside transactions are transact.ts's business.
import type { DeleteCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

/** Whether `error` is DynamoDB refusing a single-item write because its ConditionExpression did not hold. */
export const isConditionFailed = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

const FAILED = Symbol('condition failed');

/** Runs one conditional write: its output, or FAILED when its condition did not hold. */
async function unlessConditionFails<O>(write: () => Promise<O>): Promise<O | typeof FAILED> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailed(error)) return FAILED;
    throw error;
  }
}

// `also` is ANDed as written: a caller whose condition has an OR puts it in parentheses.
const existsAnd = (also: string | undefined) => (also ? `attribute_exists(PK) AND ${also}` : 'attribute_exists(PK)');

/**
 * Writes `item` (PutItem) only when no item has its key: true when it was written, false when one was there already.
 * For claims taken once (a digest sent, a push sent) and values created once.
 */
export async function putIfAbsent(item: { PK: string; SK: string } & Record<string, unknown>): Promise<boolean> {
  const { client, commands } = await db();
  const out = await unlessConditionFails(() =>
    client.send(
      new commands.PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
    ),
  );
  return out !== FAILED;
}

export type UpdateIfExists = Omit<UpdateCommandInput, 'TableName' | 'ConditionExpression' | 'ReturnValues'> & {
  /** A further condition, ANDed with the item's existence. */
  also?: string;
};

/**
 * Updates an existing item (UpdateItem conditioned on `attribute_exists(PK)` and `also`): the item as it now is,
 * or null when there is none or `also` did not hold. It never creates an item.
 */
export async function updateIfExists<T>(input: UpdateIfExists): Promise<T | null> {
  const { also, ...update } = input;
  const { client, commands } = await db();
  const out = await unlessConditionFails(() =>
    client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        ...update,
        ConditionExpression: existsAnd(also),
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return out === FAILED ? null : ((out.Attributes as T | undefined) ?? null);
}

export type DeleteIfExists = Omit<DeleteCommandInput, 'TableName' | 'ConditionExpression' | 'ReturnValues'> & {
  /** A further condition, ANDed with the item's existence. */
  also?: string;
};

/**
 * Deletes an existing item (DeleteItem conditioned on `attribute_exists(PK)` and `also`): the item as it was, or null
 * when there was none or `also` did not hold. Two callers racing to take one item cannot both get it.
 */
export async function deleteIfExists<T>(input: DeleteIfExists): Promise<T | null> {
  const { also, ...del } = input;
  const { client, commands } = await db();
  const out = await unlessConditionFails(() =>
    client.send(
      new commands.DeleteCommand({
        TableName: tableName(),
        ...del,
        ConditionExpression: existsAnd(also),
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return out === FAILED ? null : ((out.Attributes as T | undefined) ?? null);
}

/** Runs any conditional write for its yes/no: true when it applied, false when its condition did not hold. */
export async function conditionHeld(write: () => Promise<unknown>): Promise<boolean> {
  return (await unlessConditionFails(write)) !== FAILED;
}
