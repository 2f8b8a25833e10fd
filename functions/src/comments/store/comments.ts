// Comments: each lives in its post's partition, keyed by its path (`<top>/<reply>/<reply>`), so a thread is one
// contiguous key range; a ref item finds a comment by id, a tombstone keeps what staff deleted until an undo. A new,
// edited, deleted or restored comment and its counters are written here.
import { topSortKey } from '@hearth/shared/rules/hot-score';
import { db, tableName } from '../../platform/db/client.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import { updateIf } from '../../platform/db/update.ts';

export interface CommentItem {
  communityId: string;
  postId: string;
  id: string;
  /** Ancestors' ids and its own, joined by `/`. */
  path: string;
  parentId: string | null;
  indentLevel: number;
  content: string;
  authorId: string;
  authorName: string;
  authorPicKey: string | null;
  anonymous: boolean;
  publishedAt: string;
  editedAt: string | null;
  deleted: boolean;
  upvotes: number;
  downvotes: number;
  score: number;
  reactions: Record<string, number>;
  totalReplies: number;
  /** The author deleted their account (the comment shows [DELETED USER] and is in no author index). */
  authorDeleted?: boolean;
  /** gamification: the author's avatar frame, kept current by the `posts.author-frame` consumer (null: none). */
  authorFrameId?: string | null;
  /** The author wears the subscriber badge, kept current by the `posts.author-subscriber` consumer (absent: no). */
  authorSubscriber?: boolean;
}

/** The partition a post's comments live in (the post's own, where the posts domain keeps the post item). */
const postPartition = (communityId: string, postId: string) => keys.comment(communityId, postId, '').PK;

/** Top-level comments are indexed for paging: GSI2 by time, GSI3 by score. */
export const topLevelPartition = (communityId: string, postId: string) => `${postPartition(communityId, postId)}#TOP`;

export const commentItem = (c: CommentItem) => {
  const key = keys.comment(c.communityId, c.postId, c.path);
  // A signed comment is also in its author's index (GSI1), for their profile's Activity tab.
  // An anonymous one in the author's own index, which only their account's deletion and export read.
  const byAuthor = c.anonymous
    ? keys.anonymousCommentsByAuthor(c.communityId, c.authorId, c.id)
    : keys.commentsByAuthor(c.communityId, c.authorId, c.id);
  return c.parentId === null
    ? {
        ...key,
        ...byAuthor,
        GSI2PK: topLevelPartition(c.communityId, c.postId),
        GSI2SK: c.id,
        GSI3PK: topLevelPartition(c.communityId, c.postId),
        ...c,
      }
    : { ...key, ...byAuthor, ...c };
};

/** A new comment's stored item: a top-level one also enters the "top" index (GSI3) at its score. */
export const newCommentItem = (c: CommentItem): Record<string, unknown> =>
  c.parentId === null ? { ...commentItem(c), GSI3SK: `${topSortKey(c.score)}#${c.id}` } : commentItem(c);

/** Where a comment is: its post and path (GetItem on the ref). */
export const getCommentRef = (communityId: string, commentId: string) =>
  getItem<{ postId: string; path: string }>(keys.commentRef(communityId, commentId), { consistent: false });

export const getComment = (communityId: string, postId: string, path: string) =>
  getItem<CommentItem>(keys.comment(communityId, postId, path));

/** A page of top-level comments: newest first (GSI2) or highest score first (GSI3). */
export async function queryTopLevel(
  communityId: string,
  postId: string,
  sort: 'new' | 'top',
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const { client, commands } = await db();
  const index = sort === 'new' ? 'GSI2' : 'GSI3';
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}PK = :p`,
      ExpressionAttributeValues: { ':p': topLevelPartition(communityId, postId) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as CommentItem[], lastKey: out.LastEvaluatedKey };
}

/**
 * Every comment of a post, in path order (one Query of the post's partition, `COMMENT#` keys), or null when it holds
 * more than `max` (then its threads are read through the top-level indexes).
 */
export async function queryPostComments(communityId: string, postId: string, max: number) {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :c)',
      ExpressionAttributeValues: {
        ':p': postPartition(communityId, postId),
        ':c': keys.comment(communityId, postId, '').SK,
      },
      Limit: max + 1,
    }),
  );
  return out.LastEvaluatedKey ? null : ((out.Items ?? []) as CommentItem[]);
}

/**
 * queryTopLevel's page cut from a post's comments read whole: the index's members (top-level comments carrying its
 * key), its order (sort key descending), its start key and its last-key shape, so a cursor from either continues in
 * the other. Unlike the index's Query, no last key when nothing follows the page.
 */
export function pageTopLevel(
  all: CommentItem[],
  sort: 'new' | 'top',
  limit: number,
  startKey?: Record<string, unknown>,
): { items: CommentItem[]; lastKey: Record<string, unknown> | undefined } {
  const index = sort === 'new' ? 'GSI2' : 'GSI3';
  const sortKey = (c: CommentItem) => (c as CommentItem & Record<string, unknown>)[`${index}SK`] as string;
  const after = startKey?.[`${index}SK`] as string | undefined;
  const ranked = all
    .filter((c) => {
      const stored = c as CommentItem & Record<string, unknown>;
      return typeof stored[`${index}PK`] === 'string' && typeof stored[`${index}SK`] === 'string';
    })
    .filter((c) => after === undefined || sortKey(c) < after)
    .sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
  const items = ranked.slice(0, limit);
  const last = items.at(-1) as (CommentItem & Record<string, unknown>) | undefined;
  const lastKey =
    ranked.length > limit && last
      ? { PK: last.PK, SK: last.SK, [`${index}PK`]: last[`${index}PK`], [`${index}SK`]: last[`${index}SK`] }
      : undefined;
  return { items, lastKey };
}

const REPLY_READ_MAX = 1000;

/** Every comment whose path lies between two top-level ids (their threads): one Query, paged up to 1000 items. */
export async function queryThreads(communityId: string, postId: string, fromTopId: string, toTopId: string) {
  const { client, commands } = await db();
  const items: CommentItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :p AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':p': postPartition(communityId, postId),
          ':from': keys.comment(communityId, postId, fromTopId).SK,
          ':to': `${keys.comment(communityId, postId, toTopId).SK}/\uffff`,
        },
        ExclusiveStartKey,
      }),
    );
    items.push(...((out.Items ?? []) as CommentItem[]));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < REPLY_READ_MAX);
  return items;
}

/** The items a new comment writes: itself, its id → path reference, and its host's reply count for a reply. */
export function newCommentItems(comment: CommentItem, item: Record<string, unknown>, hostPath: string | null) {
  const { communityId, postId, id, path } = comment;
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: tableName(), Item: { ...keys.commentRef(communityId, id), postId, path } } },
  ];
  if (hostPath) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.comment(communityId, postId, hostPath),
        UpdateExpression: 'ADD totalReplies :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    });
  }
  return items;
}

/**
 * The items that delete a comment: one with replies stays in place as "deleted" (its thread keeps its shape); one
 * without is removed with its reference, and its parent counts one reply less. Conditioned on the state it was read in.
 */
export function deleteCommentItems(comment: CommentItem): TransactItem[] {
  const key = keys.comment(comment.communityId, comment.postId, comment.path);
  if (comment.totalReplies > 0) {
    return [
      {
        Update: {
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET deleted = :true, content = :empty REMOVE GSI1PK, GSI1SK',
          ConditionExpression: 'deleted = :false',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':empty': '' },
        },
      },
    ];
  }
  const parentPath = comment.parentId ? comment.path.slice(0, comment.path.lastIndexOf('/')) : null;
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'deleted = :false AND totalReplies = :zero',
        ExpressionAttributeValues: { ':false': false, ':zero': 0 },
      },
    },
    { Delete: { TableName: tableName(), Key: keys.commentRef(comment.communityId, comment.id) } },
    ...(parentPath
      ? [
          {
            Update: {
              TableName: tableName(),
              Key: keys.comment(comment.communityId, comment.postId, parentPath),
              UpdateExpression: 'ADD totalReplies :minus',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':minus': -1 },
            },
          },
        ]
      : []),
  ];
}

/** A stored comment's own fields, without its key and index attributes (what a tombstone keeps). */
function commentFields(comment: CommentItem): CommentItem {
  const {
    PK: _pk,
    SK: _sk,
    GSI1PK: _g1,
    GSI1SK: _s1,
    GSI2PK: _g2,
    GSI2SK: _s2,
    GSI3PK: _g3,
    GSI3SK: _s3,
    ...fields
  } = comment as CommentItem & Record<string, unknown>;
  return fields as CommentItem;
}

/** The tombstone a staff delete leaves: the comment as it was, so republishing restores it exactly. */
export const tombstonePut = (comment: CommentItem, removedAt: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.commentTombstone(comment.communityId, comment.id), comment: commentFields(comment), removedAt },
  },
});

export const getTombstone = (communityId: string, commentId: string) =>
  getItem<{ comment: CommentItem; removedAt: string }>(keys.commentTombstone(communityId, commentId));

/**
 * The items that put a staff-deleted comment back from its tombstone: a comment kept in place as "deleted" (it has
 * replies) gets its content and its author's index back; one removed outright is written again with its reference,
 * and its parent counts the reply again. The tombstone goes, so one comment is republished once.
 */
export function restoreCommentItems(removed: CommentItem, current: CommentItem | null): TransactItem[] {
  const { communityId, postId, id, path } = removed;
  const tombstoneDelete: TransactItem = {
    Delete: {
      TableName: tableName(),
      Key: keys.commentTombstone(communityId, id),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
  if (current) {
    const stored = commentItem(removed) as Record<string, unknown>;
    const indexed = !removed.authorDeleted && typeof stored.GSI1PK === 'string';
    return [
      {
        Update: {
          TableName: tableName(),
          Key: keys.comment(communityId, postId, path),
          UpdateExpression: `SET deleted = :false, content = :content${indexed ? ', GSI1PK = :pk, GSI1SK = :sk' : ''}`,
          ConditionExpression: 'deleted = :true',
          ExpressionAttributeValues: {
            ':false': false,
            ':true': true,
            ':content': removed.content,
            ...(indexed ? { ':pk': stored.GSI1PK, ':sk': stored.GSI1SK } : {}),
          },
        },
      },
      tombstoneDelete,
    ];
  }
  const parentPath = removed.parentId ? path.slice(0, path.lastIndexOf('/')) : null;
  // Written as new, at the score it had: a top-level one back in the "top" index too.
  const item = newCommentItem({ ...removed, deleted: false, totalReplies: 0 });
  if (removed.authorDeleted) {
    delete item.GSI1PK;
    delete item.GSI1SK;
  }
  return [...newCommentItems(removed, item, parentPath), tombstoneDelete];
}

/** Marks a member as counted among a post's commenters (the put fails if they already are). */
export const commenterMark = (communityId: string, postId: string, memberId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: keys.commenterMark(communityId, postId, memberId),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Replaces a comment's content (UpdateItem); false when it was deleted meanwhile. */
export const updateCommentContent = (comment: CommentItem, content: string, editedAt: string): Promise<boolean> =>
  updateIf({
    Key: keys.comment(comment.communityId, comment.postId, comment.path),
    UpdateExpression: 'SET content = :c, editedAt = :e',
    ConditionExpression: 'attribute_exists(PK) AND deleted = :false',
    ExpressionAttributeValues: { ':c': content, ':e': editedAt, ':false': false },
  });

/**
 * A comment's content replaced, as a write fragment: fails when it was deleted meanwhile or, given `editedAt` of the
 * revision read, when it was edited since (a staff edit and its undo change only the revision they judged).
 */
export function commentContentWrite(
  comment: CommentItem,
  content: string,
  editedAt: string,
  expected: { editedAt: string | null },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.comment(comment.communityId, comment.postId, comment.path),
      UpdateExpression: 'SET content = :c, editedAt = :e',
      ConditionExpression:
        expected.editedAt === null
          ? 'attribute_exists(PK) AND deleted = :false AND (attribute_not_exists(editedAt) OR editedAt = :null)'
          : 'attribute_exists(PK) AND deleted = :false AND editedAt = :was',
      ExpressionAttributeValues: {
        ':c': content,
        ':e': editedAt,
        ':false': false,
        ...(expected.editedAt === null ? { ':null': null } : { ':was': expected.editedAt }),
      },
    },
  };
}

/** Sets the top sort key of a top-level comment from its current score. */
export async function refreshCommentSort(comment: CommentItem, sortKey: string) {
  const { client, commands } = await db();
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.comment(comment.communityId, comment.postId, comment.path),
      UpdateExpression: 'SET GSI3SK = :k',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':k': sortKey },
    }),
  );
}
