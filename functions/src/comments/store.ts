// The comments domain's DynamoDB access patterns: comments live in their post's partition, keyed by their path
// (`<top>/<reply>/<reply>`), so a thread is one contiguous key range; a ref item finds a comment by id.
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import { type TransactItem, transactWrite } from '../platform/db/transact.ts';

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
}

export interface CommentActionItem {
  vote?: 'upvote' | 'downvote';
  reactions?: string[];
  arev?: number;
}

/** Top-level comments are indexed for paging: GSI2 by time, GSI3 by score. */
export const topLevelPartition = (communityId: string, postId: string) => `${keys.post(communityId, postId).PK}#TOP`;

export const commentItem = (c: CommentItem) => {
  const key = keys.comment(c.communityId, c.postId, c.path);
  return c.parentId === null
    ? {
        ...key,
        GSI2PK: topLevelPartition(c.communityId, c.postId),
        GSI2SK: c.id,
        GSI3PK: topLevelPartition(c.communityId, c.postId),
        ...c,
      }
    : { ...key, ...c };
};

/** Where a comment is: its post and path (GetItem on the ref). */
export async function getCommentRef(communityId: string, commentId: string) {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.commentRef(communityId, commentId) }),
  );
  return (out.Item as { postId: string; path: string } | undefined) ?? null;
}

export async function getComment(communityId: string, postId: string, path: string) {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.comment(communityId, postId, path),
      ConsistentRead: true,
    }),
  );
  return (out.Item as CommentItem | undefined) ?? null;
}

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
          ':p': keys.post(communityId, postId).PK,
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

export async function getCommentAction(communityId: string, postId: string, commentId: string, memberId: string) {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.commentAction(communityId, postId, commentId, memberId),
      ConsistentRead: true,
    }),
  );
  return (out.Item as CommentActionItem | undefined) ?? null;
}

/** Writes a member's action on a comment and the comment's counters together (conditional on the action's rev). */
export async function actOnComment(
  comment: CommentItem,
  memberId: string,
  previous: CommentActionItem | null,
  next: CommentActionItem,
  update: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
  extra: TransactItem[] = [],
) {
  const rev = previous?.arev ?? 0;
  await transactWrite(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.commentAction(comment.communityId, comment.postId, comment.id, memberId),
            ...next,
            arev: rev + 1,
          },
          ConditionExpression: 'attribute_not_exists(PK) OR arev = :arev',
          ExpressionAttributeValues: { ':arev': rev },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.comment(comment.communityId, comment.postId, comment.path),
          UpdateExpression: update.expression,
          ConditionExpression: 'attribute_exists(PK) AND deleted = :false',
          ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
          ExpressionAttributeValues: { ...update.values, ':false': false },
        },
      },
      ...extra,
    ],
    { maxAttempts: 40 },
  );
}

/** Replaces a comment's content (UpdateItem); false when it was deleted meanwhile. */
export async function updateCommentContent(comment: CommentItem, content: string, editedAt: string): Promise<boolean> {
  const { client, commands } = await db();
  try {
    await client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.comment(comment.communityId, comment.postId, comment.path),
        UpdateExpression: 'SET content = :c, editedAt = :e',
        ConditionExpression: 'attribute_exists(PK) AND deleted = :false',
        ExpressionAttributeValues: { ':c': content, ':e': editedAt, ':false': false },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
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
