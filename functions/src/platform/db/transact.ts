// One transaction helper for every multi-item write: retries transaction conflicts with jittered backoff and
// reports which condition failed, so callers map it to a precise error instead of a 500.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A condition of the transaction failed; `failedIndexes` are positions in the item list. */
export class TransactionConditionFailed extends Error {
  override name = 'TransactionConditionFailed';
  constructor(readonly failedIndexes: number[]) {
    super(`Transaction condition failed at item(s) ${failedIndexes.join(', ')}`);
  }
}

const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 10;

interface CancellationReason {
  Code?: string;
}

const reasonsOf = (error: unknown): CancellationReason[] =>
  ((error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? []) as CancellationReason[];

/** Full-jitter exponential backoff: 0..min(250, base·2^attempt) ms. */
const MAX_DELAY_MS = 250;
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt)));

/** Writes the items as transactWrite does; false instead of an error when a condition did not hold. */
export async function transactIfHeld(items: TransactItem[], options: { maxAttempts?: number } = {}): Promise<boolean> {
  try {
    await transactWrite(items, options);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/**
 * Writes the items in one TransactWriteItems call. Conflicts with concurrent transactions are retried (8 attempts
 * unless said: a hot item such as a much-voted post needs more); a failed condition throws TransactionConditionFailed naming the items whose condition failed.
 */
export async function transactWrite(items: TransactItem[], options: { maxAttempts?: number } = {}): Promise<void> {
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const { client, commands } = await db();
  // One item needs no transaction: the same conditional write, at half the write cost (a transactional write
  // consumes two units per item) and without a transaction's coordination.
  const single = items.length === 1 ? items[0]! : null;
  const send = () =>
    single?.Put
      ? client.send(new commands.PutCommand(single.Put))
      : single?.Update
        ? client.send(new commands.UpdateCommand(single.Update))
        : single?.Delete
          ? client.send(new commands.DeleteCommand(single.Delete))
          : client.send(new commands.TransactWriteCommand({ TransactItems: items }));
  for (let attempt = 0; ; attempt++) {
    try {
      await send();
      return;
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'ConditionalCheckFailedException') throw new TransactionConditionFailed([0]);
      const reasons = reasonsOf(error);
      const failed = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
      if (name === 'TransactionCanceledException' && failed.length > 0) throw new TransactionConditionFailed(failed);
      const retryable =
        // (also what a single write meets on an item a transaction holds)
        name === 'TransactionConflictException' ||
        name === 'TransactionInProgressException' ||
        (name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict'));
      if (!retryable || attempt + 1 >= maxAttempts) throw error;
      await backoff(attempt);
    }
  }
}
