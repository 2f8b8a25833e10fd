// A post's counted fields (votes, reactions, comments, poll counts, commenters) changed on the post and every card of
// it in one transaction, and the hot and top sort keys of its entries refreshed from its score.
import { type CounterChange, counterParts, updateExpression } from '../../platform/db/actions.ts';
import { tableName } from '../../platform/db/client.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { updateIf } from '../../platform/db/update.ts';
import { type PostItem, sortAttributes } from '../model.ts';
import { cardItems, counterKeys } from './derived-items.ts';
import { getPost } from './posts.ts';

/** What a change does to a post's counted fields, on the post and every card of it (always bumping its version). */
export interface PostChange {
  counters?: CounterChange;
  /** A poll option's count moves by `delta`. */
  pollCount?: { index: number; delta: number };
  /** A member adds an option to the poll (counted once, for its author). */
  pollOption?: { id: string; title: string; count: number; authorId: string };
  /** A member's first comment adds their avatar to the card's commenters (while it shows fewer than its limit). */
  commenter?: { memberId: string; fullName: string; profilePicKey: string | null };
}

/**
 * The updates of a change to the post and each of its cards, for a transaction. Every change adds 1 to the post's
 * version, so a rewrite conditioned on the version it read (rewritePost) never writes back stale counts.
 */
export function postChangeItems(post: PostItem, change: PostChange): TransactItem[] {
  const parts = counterParts(change.counters ?? {});
  parts.names['#version'] = 'version';
  parts.values[':one'] = 1;
  parts.adds.push('#version :one');
  if (change.pollCount) {
    const option = `poll.options[${change.pollCount.index}].#count`;
    parts.names['#count'] = 'count';
    parts.values[':pollDelta'] = change.pollCount.delta;
    parts.sets.push(`${option} = ${option} + :pollDelta`);
  }
  if (change.pollOption) {
    parts.values[':pollOption'] = [change.pollOption];
    parts.sets.push('poll.options = list_append(poll.options, :pollOption)');
  }
  if (change.commenter) {
    parts.values[':commenter'] = [change.commenter];
    parts.sets.push('commenters = list_append(commenters, :commenter)');
  }
  const update = updateExpression(parts);
  return counterKeys(post).map((Key) => ({
    Update: { TableName: tableName(), Key, ...update, ConditionExpression: 'attribute_exists(PK)' },
  }));
}

/**
 * Runs `leading` items and a post change in one transaction. False when one of the post's own items failed its
 * condition (a card moved: pinned, edited, deleted), so the caller re-reads and retries; any other failed condition
 * is thrown (TransactionConditionFailed) for the caller to judge.
 */
export async function writeWithPostChange(
  post: PostItem,
  change: PostChange | null,
  leading: TransactItem[],
): Promise<boolean> {
  const items = [...leading, ...(change ? postChangeItems(post, change) : [])];
  try {
    await transactWrite(items, { maxAttempts: 40 });
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.some((i) => i >= leading.length))
      return false;
    throw error;
  }
}

/**
 * Recomputes the hot and top sort keys of a post's entries from its current score. Each entry keeps the newest
 * version written, so concurrent votes converge on the last score whatever order their refreshes land in.
 */
export async function refreshSortKeys(communityId: string, postId: string): Promise<PostItem | null> {
  const post = await getPost(communityId, postId);
  if (!post) return null;
  const sort = sortAttributes(post);
  // An entry that is gone or already holds a newer version is left as it is.
  await Promise.all(
    cardItems(post)
      .filter((d) => d.item.GSI2SK !== undefined)
      .map((d) =>
        updateIf({
          Key: d.key,
          UpdateExpression: 'SET GSI2SK = :hot, GSI3SK = :top, sortVersion = :v',
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(sortVersion) OR sortVersion < :v)',
          ExpressionAttributeValues: { ':hot': sort.GSI2SK, ':top': sort.GSI3SK, ':v': sort.sortVersion },
        }),
      ),
  );
  return post;
}
