// A member's own comments and comment actions, in every state (their account's deletion and data export, their frame
// on their comments): the author indexes of comments (GSI1 `MC#` signed, `MCA#` anonymous) and the member index of
// comment actions (GSI1 `MAC#`), and the backfill that indexes items written before those indexes.
import { keys } from '../../platform/db/keys.ts';
import { type IndexPage, type PageKey, queryIndexPage } from '../../platform/db/query.ts';
import { scanPage } from '../../platform/db/scan.ts';
import { updateIf } from '../../platform/db/update.ts';
import type { CommentActionItem } from './actions.ts';
import type { CommentItem } from './comments.ts';

/** The partition a cursor over a member's signed (or anonymous) comments must carry. */
export const ownCommentsPartition = (communityId: string, memberId: string, anonymous: boolean) => ({
  GSI1PK: (anonymous ? keys.anonymousCommentsByAuthor : keys.commentsByAuthor)(communityId, memberId, '').GSI1PK,
});

/** The partition a cursor over a member's comment actions must carry. */
export const commentActionsByMemberPartition = (communityId: string, memberId: string) => ({
  GSI1PK: keys.commentActionsByMember(communityId, memberId, '', '').GSI1PK,
});

/** A page of a member's comments, signed or anonymous, newest first (Query GSI1 `MC#` or `MCA#<memberId>`). */
export const queryOwnComments = (
  communityId: string,
  memberId: string,
  anonymous: boolean,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<CommentItem>> =>
  queryIndexPage<CommentItem>('GSI1', ownCommentsPartition(communityId, memberId, anonymous).GSI1PK, {
    limit,
    startKey,
  });

/**
 * A deleted account's comment: shown as `name` with no picture, out of every author index (UpdateItem; false when the
 * comment is gone).
 */
export const anonymiseComment = (comment: CommentItem, name: string): Promise<boolean> =>
  updateIf({
    Key: keys.comment(comment.communityId, comment.postId, comment.path),
    UpdateExpression: 'SET authorName = :name, authorPicKey = :none, authorDeleted = :true REMOVE GSI1PK, GSI1SK',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':name': name, ':none': null, ':true': true },
  });

/** gamification: the author's avatar frame on one comment (UpdateItem; false when the comment is gone). */
export const setCommentAuthorFrame = (comment: CommentItem, frameId: string | null): Promise<boolean> =>
  updateIf({
    Key: keys.comment(comment.communityId, comment.postId, comment.path),
    UpdateExpression: 'SET authorFrameId = :f',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':f': frameId },
  });

/** The author's subscriber badge on one comment (UpdateItem, absent when not worn; false when the comment is gone). */
export const setCommentAuthorSubscriber = (comment: CommentItem, subscriber: boolean): Promise<boolean> =>
  updateIf({
    Key: keys.comment(comment.communityId, comment.postId, comment.path),
    UpdateExpression: subscriber ? 'SET authorSubscriber = :t' : 'REMOVE authorSubscriber',
    ConditionExpression: 'attribute_exists(PK)',
    ...(subscriber ? { ExpressionAttributeValues: { ':t': true } } : {}),
  });

/** A page of a member's action items on comments (Query GSI1 `C#<cid>#MAC#<memberId>`). */
export async function queryCommentActionsOf(
  communityId: string,
  memberId: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<CommentActionItem & { postId: string; commentId: string }>> {
  const partition = commentActionsByMemberPartition(communityId, memberId).GSI1PK;
  const page = await queryIndexPage<CommentActionItem & { GSI1SK: string }>('GSI1', partition, {
    limit,
    startKey,
    newestFirst: false,
  });
  const items = page.items.map((item) => {
    const [postId, commentId] = item.GSI1SK.split('#') as [string, string];
    return { ...item, postId, commentId };
  });
  return { ...page, items };
}

/**
 * A page of the table's comment and comment-action items (Scan, filtered; the author index backfill job only, never a
 * request path), from `startKey`.
 */
export const scanCommentItems = (limit: number, startKey?: Record<string, unknown>) =>
  scanPage(
    {
      filter: 'begins_with(SK, :comment) OR begins_with(SK, :action)',
      values: { ':comment': 'COMMENT#', ':action': 'CACT#' },
    },
    limit,
    startKey,
  );

/**
 * Sets an item's author or member index (GSI1) when it has none yet (a comment: only while it is live and its author's
 * account exists); false when it has one, changed or is gone.
 */
const setIndexIfMissing = (
  key: { PK: string; SK: string },
  index: { GSI1PK: string; GSI1SK: string },
  liveComment: boolean,
) =>
  updateIf({
    Key: { PK: key.PK, SK: key.SK },
    UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
    ConditionExpression: liveComment
      ? 'attribute_exists(PK) AND attribute_not_exists(GSI1PK) AND deleted = :false AND attribute_not_exists(authorDeleted)'
      : 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
    ExpressionAttributeValues: {
      ':pk': index.GSI1PK,
      ':sk': index.GSI1SK,
      ...(liveComment ? { ':false': false } : {}),
    },
  });

/** A comment action item's ids from its keys (`C#<cid>#P#<postId>` / `CACT#<commentId>#<memberId>`), or null. */
function commentActionIds(item: Record<string, unknown>) {
  const pk = /^C#(.+)#P#([^#]+)$/.exec(String(item.PK));
  const sk = /^CACT#([^#]+)#(.+)$/.exec(String(item.SK));
  return pk && sk ? { communityId: pk[1]!, postId: pk[2]!, commentId: sk[1]!, memberId: sk[2]! } : null;
}

/**
 * Gives a scanned comment its author index (signed or anonymous, while it is live and its author's account exists) or
 * a scanned comment action its member index, when it has none yet; false when it has one, is not to be indexed,
 * changed or is gone.
 */
export async function indexCommentItem(item: Record<string, unknown>): Promise<boolean> {
  if (typeof item.GSI1PK === 'string') return false;
  const key = item as { PK: string; SK: string };
  if (key.SK.startsWith(keys.comment('', '', '').SK)) {
    const c = item as unknown as CommentItem;
    if (c.deleted || c.authorDeleted) return false;
    const index = c.anonymous ? keys.anonymousCommentsByAuthor : keys.commentsByAuthor;
    return setIndexIfMissing(key, index(c.communityId, c.authorId, c.id), true);
  }
  const ids = commentActionIds(item);
  if (!ids) return false;
  const index = keys.commentActionsByMember(ids.communityId, ids.memberId, ids.postId, ids.commentId);
  return setIndexIfMissing(key, index, false);
}
