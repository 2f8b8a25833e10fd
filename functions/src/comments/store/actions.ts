// A member's action item on a comment (vote, reactions): read one or several, and write a press with the comment's
// counters and its events in one transaction.
import { actionItemPut, type CounterChange, counterParts, updateExpression } from '../../platform/db/actions.ts';
import { batchGetItems } from '../../platform/db/batch.ts';
import { tableName } from '../../platform/db/client.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import { type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import type { CommentItem } from './comments.ts';

export interface CommentActionItem {
  vote?: 'upvote' | 'downvote';
  reactions?: string[];
  arev?: number;
}

export const getCommentAction = (communityId: string, postId: string, commentId: string, memberId: string) =>
  getItem<CommentActionItem>(keys.commentAction(communityId, postId, commentId, memberId));

/** A member's action items on some comments of one post, by comment id (one BatchGet; items they never made are absent). */
export async function getCommentActions(communityId: string, postId: string, commentIds: string[], memberId: string) {
  const byKey = new Map(
    commentIds.map((id) => {
      const key = keys.commentAction(communityId, postId, id, memberId);
      return [`${key.PK}|${key.SK}`, id] as const;
    }),
  );
  const found = await batchGetItems<CommentActionItem & { PK: string; SK: string }>(
    commentIds.map((id) => keys.commentAction(communityId, postId, id, memberId)),
  );
  const actions = new Map<string, CommentActionItem>();
  for (const item of found) actions.set(byKey.get(`${item.PK}|${item.SK}`)!, item);
  return actions;
}

/**
 * A member's press on a comment: their action item (conditioned on its revision), the comment's counters (only while
 * it is not deleted) and the events in one transaction; a failed condition is thrown (TransactionConditionFailed).
 */
export async function writeCommentAction(
  comment: CommentItem,
  memberId: string,
  previous: CommentActionItem | null,
  next: CommentActionItem,
  change: CounterChange | null,
  events: TransactItem[],
): Promise<boolean> {
  const actionKey = keys.commentAction(comment.communityId, comment.postId, comment.id, memberId);
  // The action is also in the member's index (GSI1 `MA#`, their data export)
  const indexed = {
    ...actionKey,
    ...keys.commentActionsByMember(comment.communityId, memberId, comment.postId, comment.id),
  };
  const items: TransactItem[] = [actionItemPut(indexed, { ...next }, previous?.arev ?? 0), ...events];
  if (change) {
    const parts = counterParts(change);
    parts.values[':false'] = false;
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.comment(comment.communityId, comment.postId, comment.path),
        ...updateExpression(parts),
        ConditionExpression: 'attribute_exists(PK) AND deleted = :false',
      },
    });
  }
  await transactWrite(items, { maxAttempts: 40 });
  return true;
}
