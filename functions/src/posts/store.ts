// The posts domain's DynamoDB access patterns (docs/data-model.md): a post and its derived items written together,
// counters fanned out to the post and its cards in one transaction, feed pages by entry partition and index.
import { countOnDay } from '../platform/activity.ts';
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { type PostItem, cardItems, counterKeys, derivedItems, sortAttributes } from './model.ts';

type Key = { PK: string; SK: string };
const same = (a: Key, b: Key) => a.PK === b.PK && a.SK === b.SK;

/** One member's state on a post: vote, reactions, follow. */
export interface PostActionItem {
  vote?: 'upvote' | 'downvote';
  reactions?: string[];
  subscribed?: boolean;
  /** Poll options this member voted for. */
  pollVotes?: string[];
  /** Changes with every write, so two concurrent presses by one member cannot both apply. */
  arev?: number;
}

/** Creates a post with its entries, pin and tokens; the day's post counter counts a published one. */
export async function putNewPost(post: PostItem, extra: TransactItem[] = []): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.post(post.communityId, post.id), ...post },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...derivedItems(post).map((d) => ({ Put: { TableName: tableName(), Item: d.item } })),
    ...(post.approved === true ? [countOnDay(post.communityId, 'posts', post.publishedAt)] : []),
    ...extra,
  ]);
}

/** A post by id (strongly consistent: write paths decide from it). */
export async function getPost(communityId: string, postId: string): Promise<PostItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.post(communityId, postId), ConsistentRead: true }),
  );
  return (out.Item as PostItem | undefined) ?? null;
}

/**
 * Replaces a post's state (edit, pin, archive, delete, approve): the post item, only if nothing changed it since
 * it was read (`version`), and its derived items rewritten from the new state, in one transaction. Returns false
 * when the post changed meanwhile (the caller re-reads and decides again).
 */
export async function rewritePost(before: PostItem, after: PostItem, extra: TransactItem[] = []): Promise<boolean> {
  const next = { ...after, version: before.version + 1 };
  const oldItems = derivedItems(before);
  const newItems = derivedItems(next);
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.post(next.communityId, next.id), ...next },
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': before.version },
        },
      },
      ...oldItems
        .filter((o) => !newItems.some((n) => same(n.key, o.key)))
        .map((o) => ({ Delete: { TableName: tableName(), Key: o.key } })),
      ...newItems.map((n) => ({ Put: { TableName: tableName(), Item: n.item } })),
      ...extra,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) return false;
    throw error;
  }
}

/**
 * Changes counters on the post and every card of it in one transaction, with `extra` items (the action that causes
 * the change). `update` is an UpdateExpression fragment list (`ADD …`, `SET …`) and its values. Returns false
 * when a card moved meanwhile (pinned, edited), so the caller retries from a fresh read.
 */
export async function updateCounters(
  post: PostItem,
  update: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
  extra: TransactItem[],
): Promise<boolean> {
  const cards = counterKeys(post);
  try {
    await transactWrite(
      [
        ...extra,
        ...cards.map((Key) => ({
          Update: {
            TableName: tableName(),
            Key,
            UpdateExpression: update.expression,
            ConditionExpression: 'attribute_exists(PK)',
            ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
            ExpressionAttributeValues: update.values,
          },
        })),
      ],
      { maxAttempts: 40 },
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.some((i) => i >= extra.length)) return false;
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
  const { client, commands } = await db();
  await Promise.all(
    cardItems(post)
      .filter((d) => d.item.GSI2SK !== undefined)
      .map(async (d) => {
        try {
          await client.send(
            new commands.UpdateCommand({
              TableName: tableName(),
              Key: d.key,
              UpdateExpression: 'SET GSI2SK = :hot, GSI3SK = :top, sortVersion = :v',
              ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(sortVersion) OR sortVersion < :v)',
              ExpressionAttributeValues: { ':hot': sort.GSI2SK, ':top': sort.GSI3SK, ':v': sort.sortVersion },
            }),
          );
        } catch (error) {
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        }
      }),
  );
  return post;
}

/** A member's action item on a post (GetItem). */
export async function getPostAction(communityId: string, postId: string, memberId: string) {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.postAction(communityId, postId, memberId),
      ConsistentRead: true,
    }),
  );
  return (out.Item as (PostActionItem & { PK: string }) | undefined) ?? null;
}

export type FeedOrder = 'hot' | 'new' | 'top' | 'old';

/** One page of a feed partition in the asked order (one Query on the table, GSI2 for hot or GSI3 for top). */
export async function queryFeed(
  partition: string,
  order: FeedOrder,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: Array<Record<string, unknown>>; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const index =
    order === 'hot'
      ? { IndexName: 'GSI2', pk: 'GSI2PK' }
      : order === 'top'
        ? { IndexName: 'GSI3', pk: 'GSI3PK' }
        : { pk: 'PK' };
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      ...('IndexName' in index ? { IndexName: index.IndexName } : {}),
      KeyConditionExpression: `${index.pk} = :p`,
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: order === 'old',
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: out.Items ?? [], lastKey: out.LastEvaluatedKey };
}

/** The pinned cards of a scope (one Query on the community's pins, `<scope>#` prefix). */
export async function queryPins(communityId: string, scope: string): Promise<Array<Record<string, unknown>>> {
  const { client, commands } = await db();
  const { PK } = keys.pin(communityId, scope, '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :s)',
      ExpressionAttributeValues: { ':p': PK, ':s': `${scope}#` },
    }),
  );
  return out.Items ?? [];
}

/** Newest-first post ids under one search token (one Query). */
export async function querySearchToken(
  communityId: string,
  token: string,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  const { client, commands } = await db();
  const { PK } = keys.searchToken(communityId, token, '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': PK },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    items: (out.Items ?? []) as Array<{ postId: string; type: string; categoryId: string; PK: string; SK: string }>,
    lastKey: out.LastEvaluatedKey,
  };
}
