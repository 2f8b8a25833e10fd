// The posts domain's DynamoDB access patterns (docs/data-model.md): a post and its derived items written together,
// counters fanned out to the post and its cards in one transaction, feed pages by entry partition and index.
import { scanPage } from '../platform/db/scan.ts';
import { countOnDay } from '../platform/activity.ts';
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { getItem } from '../platform/db/get.ts';
import { keys } from '../platform/db/keys.ts';
import { actionItemPut, type CounterChange, counterParts, updateExpression } from '../platform/db/actions.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import {
  type PostItem,
  cardItems,
  counterKeys,
  derivedItems,
  sortAttributes,
  storedDerivedItems,
  timeKey,
} from './model.ts';
import { type IndexPage, type PageKey, queryIndexPage } from '../platform/db/query.ts';
import { updateIf } from '../platform/db/update.ts';

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

/**
 * The stored post item: the post, and while its author's account exists its place in the author's index (GSI1, every
 * state: the account's deletion and data export find all of it there; a deleted author's posts leave it).
 */
export function postItem(post: PostItem) {
  const { GSI1PK: _pk, GSI1SK: _sk, ...rest } = post as PostItem & { GSI1PK?: string; GSI1SK?: string };
  return {
    ...keys.post(post.communityId, post.id),
    ...rest,
    ...(post.authorDeleted ? {} : keys.postsByAuthor(post.communityId, post.authorId, timeKey(post))),
  };
}

/** A member's action item: the action and its place in the member's index (GSI1 `MA#`, their data export). */
const memberActionKey = (communityId: string, postId: string, memberId: string) => ({
  ...keys.postAction(communityId, postId, memberId),
  ...keys.postActionsByMember(communityId, memberId, postId),
});

/** Creates a post with its entries, pin and tokens; the day's post counter counts a published one. */
export async function putNewPost(post: PostItem, extra: TransactItem[] = []): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: postItem(post),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...derivedItems(post).map((d) => ({ Put: { TableName: tableName(), Item: d.item } })),
    ...(post.approved === true ? [countOnDay(post.communityId, 'posts', post.publishedAt)] : []),
    ...extra,
  ]);
}

/** A post by id (strongly consistent: write paths decide from it). */
export const getPost = (communityId: string, postId: string) => getItem<PostItem>(keys.post(communityId, postId));

/**
 * Replaces a post's state (edit, pin, archive, delete, approve): the post item, only if nothing changed it since
 * it was read (`version`), and its derived items rewritten from the new state, in one transaction. Returns false
 * when the post changed meanwhile (the caller re-reads and decides again).
 */
export async function rewritePost(before: PostItem, after: PostItem, extra: TransactItem[] = []): Promise<boolean> {
  try {
    await transactWrite(rewritePostItems(before, after, extra));
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0)) return false;
    throw error;
  }
}

/** The items of `rewritePost`, for a caller that commits several posts' changes in one transaction. */
export const rewritePostItems = (before: PostItem, after: PostItem, extra: TransactItem[] = []): TransactItem[] =>
  rewritePostsItems([{ before, after, extra }]);

type PostRewrite = { before: PostItem; after: PostItem; extra?: TransactItem[] };

/**
 * One post's rewrite: the post (conditioned on its version) with its derived items and extra items, and how it moves
 * in the community's removing set. A post whose cleanup becomes pending (deleted) keeps its derived items for the
 * cleanup consumer (only those its new state no longer has are deleted, e.g. the author's entry of a post anonymised
 * meanwhile) and joins the set; a post leaving that state (republished or cleaned up) leaves it.
 */
function rewriteParts({ before, after, extra = [] }: PostRewrite) {
  const { cleanupPending, ...rest } = after;
  const next: PostItem = { ...rest, ...(cleanupPending ? { cleanupPending } : {}), version: before.version + 1 };
  const oldItems = storedDerivedItems(before);
  const newItems = storedDerivedItems(next);
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: postItem(next),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': before.version },
      },
    },
    ...oldItems
      .filter((o) => !newItems.some((n) => same(n.key, o.key)))
      .map((o) => ({ Delete: { TableName: tableName(), Key: o.key } })),
    ...(cleanupPending ? [] : newItems.map((n) => ({ Put: { TableName: tableName(), Item: n.item } }))),
    ...extra,
  ];
  const set =
    cleanupPending && !before.cleanupPending ? 'join' : before.cleanupPending && !cleanupPending ? 'leave' : null;
  return { communityId: before.communityId, id: before.id, items, set };
}
type RewriteParts = ReturnType<typeof rewriteParts>;

/** Some posts' parts as one transaction's items: theirs, then one change of the removing set for all of them. */
function transactionOf(parts: RewriteParts[]): TransactItem[] {
  const items = parts.flatMap((p) => p.items);
  const joining = parts.filter((p) => p.set === 'join').map((p) => p.id);
  const leaving = parts.filter((p) => p.set === 'leave').map((p) => p.id);
  if (joining.length === 0 && leaving.length === 0) return items;
  // One update of the set per transaction (a transaction may touch an item once); ADD and DELETE of one attribute
  // cannot share an expression, and no caller mixes them.
  if (joining.length > 0 && leaving.length > 0) throw new Error('posts both join and leave the removing set');
  return [
    ...items,
    {
      Update: {
        TableName: tableName(),
        Key: keys.removingPosts(parts[0]!.communityId),
        UpdateExpression: joining.length > 0 ? 'ADD ids :ids' : 'DELETE ids :ids',
        ExpressionAttributeValues: { ':ids': new Set(joining.length > 0 ? joining : leaving) },
      },
    },
  ];
}

/** Several posts' rewrites (one community's) as one transaction's items. */
export const rewritePostsItems = (changes: PostRewrite[]): TransactItem[] => transactionOf(changes.map(rewriteParts));

/**
 * Several posts' rewrites packed in order into transactions of at most `maxItems` items each (a post's items are never
 * split; one change of the removing set per transaction): each transaction's items and how many rewrites it holds.
 */
export function rewritePostsTransactions(
  changes: PostRewrite[],
  maxItems: number,
): Array<{ count: number; items: TransactItem[] }> {
  const groups: RewriteParts[][] = [];
  let size = 0;
  for (const parts of changes.map(rewriteParts)) {
    const group = groups.at(-1);
    const added = parts.items.length + (parts.set && !group?.some((p) => p.set) ? 1 : 0);
    if (group && size + added <= maxItems) {
      group.push(parts);
      size += added;
    } else {
      groups.push([parts]);
      size = parts.items.length + (parts.set ? 1 : 0);
    }
  }
  return groups.map((group) => ({ count: group.length, items: transactionOf(group) }));
}

/** The ids of the community's deleted posts whose entries, pins and tokens are still in the table (GetItem). */
export async function getRemovingPostIds(communityId: string): Promise<Set<string>> {
  const item = await getItem<{ ids?: Set<string> }>(keys.removingPosts(communityId), { consistent: false });
  return new Set(item?.ids ?? []);
}

/** The pinned cards of a scope, without those of deleted posts awaiting their cleanup (two reads at once). */
export async function queryLivePins(communityId: string, scope: string): Promise<Array<Record<string, unknown>>> {
  const [pins, removing] = await Promise.all([queryPins(communityId, scope), getRemovingPostIds(communityId)]);
  return pins.filter((p) => !removing.has(p.id as string));
}

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

/** A member's press on a post: their action item (conditioned on its revision), the change and its events at once. */
export function writePostAction(
  post: PostItem,
  memberId: string,
  previous: PostActionItem | null,
  next: PostActionItem,
  change: PostChange | null,
  events: TransactItem[],
): Promise<boolean> {
  const action = actionItemPut(memberActionKey(post.communityId, post.id, memberId), { ...next }, previous?.arev ?? 0);
  return writeWithPostChange(post, change, [action, ...events]);
}

/** The author follows their new post: the action item the post's transaction writes with it. */
export const authorFollows = (communityId: string, postId: string, memberId: string): TransactItem =>
  actionItemPut(memberActionKey(communityId, postId, memberId), { subscribed: true }, 0);

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

/**
 * The viewer's action items on some posts by post id, the community's removing set (which of those posts are deleted
 * and not cleaned up yet) and one more item, in one BatchGet (`alsoKey`: the forum passes the viewer's member item,
 * whose shape is the members domain's; posts hands it back untouched).
 */
export async function getViewerActions(
  communityId: string,
  postIds: string[],
  memberId: string,
  alsoKey: Key | null,
): Promise<{ actions: Map<string, PostActionItem>; removing: Set<string>; also: Record<string, unknown> | null }> {
  const keyOf = (k: Key) => `${k.PK}|${k.SK}`;
  const byKey = new Map(postIds.map((id) => [keyOf(keys.postAction(communityId, id, memberId)), id] as const));
  const removingKey = keyOf(keys.removingPosts(communityId));
  const items = await batchGetItems<Record<string, unknown> & Key>([
    ...postIds.map((id) => keys.postAction(communityId, id, memberId)),
    keys.removingPosts(communityId),
    ...(alsoKey ? [alsoKey] : []),
  ]);
  const actions = new Map<string, PostActionItem>();
  let removing = new Set<string>();
  let also: Record<string, unknown> | null = null;
  for (const item of items) {
    const postId = byKey.get(keyOf(item));
    if (postId) actions.set(postId, item as PostActionItem);
    else if (keyOf(item) === removingKey) removing = new Set((item.ids as Set<string> | undefined) ?? []);
    else also = item;
  }
  return { actions, removing, also };
}

/** A member's action item on a post (GetItem). */
export const getPostAction = (communityId: string, postId: string, memberId: string) =>
  getItem<PostActionItem & { PK: string }>(keys.postAction(communityId, postId, memberId));

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

/**
 * The first `count` entries of a page queryFeed read, and the key to continue after the last of them: the Query's own
 * when nothing was cut, else that entry's table and index keys (what the Query would have returned as its last key).
 */
export function firstOfFeedPage(
  page: { items: Array<Record<string, unknown>>; lastKey?: Record<string, unknown> },
  order: FeedOrder,
  count: number,
): { items: Array<Record<string, unknown>>; lastKey?: Record<string, unknown> } {
  if (page.items.length <= count) return page;
  const items = page.items.slice(0, count);
  const last = items.at(-1)!;
  const index = order === 'hot' ? ['GSI2PK', 'GSI2SK'] : order === 'top' ? ['GSI3PK', 'GSI3SK'] : [];
  const lastKey = Object.fromEntries(['PK', 'SK', ...index].map((name) => [name, last[name]]));
  return { items, lastKey };
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

/** Members following a post (`subscribed` action items), a page at a time: Query on the post's ACT# range. */
export async function queryFollowers(
  communityId: string,
  postId: string,
  startKey?: Record<string, unknown>,
): Promise<{ memberIds: string[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const prefix = keys.postAction(communityId, postId, '').SK;
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :a)',
      FilterExpression: 'subscribed = :yes',
      ProjectionExpression: 'SK',
      ExpressionAttributeValues: { ':p': keys.post(communityId, postId).PK, ':a': prefix, ':yes': true },
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    memberIds: (out.Items ?? []).map((i) => (i['SK'] as string).slice(prefix.length)),
    lastKey: out.LastEvaluatedKey,
  };
}

// ── a member's own posts and actions (account deletion, data export) ────────────────────────────────────────────

/** A page of a member's posts in every state, newest first (Query GSI1 `C#<cid>#MP#<memberId>`). */
export const queryPostsByAuthor = (
  communityId: string,
  memberId: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<PostItem>> =>
  queryIndexPage<PostItem>('GSI1', keys.postsByAuthor(communityId, memberId, '').GSI1PK, { limit, startKey });

/** A page of a member's action items on posts, by post id (Query GSI1 `C#<cid>#MAP#<memberId>`). */
export async function queryPostActionsOf(
  communityId: string,
  memberId: string,
  limit: number,
  startKey?: PageKey,
): Promise<IndexPage<PostActionItem & { postId: string }>> {
  const partition = keys.postActionsByMember(communityId, memberId, '').GSI1PK;
  const page = await queryIndexPage<PostActionItem & { GSI1SK: string }>('GSI1', partition, {
    limit,
    startKey,
    newestFirst: false,
  });
  return { ...page, items: page.items.map((item) => ({ ...item, postId: item.GSI1SK })) };
}

/**
 * A page of the table's post and post-action items (Scan, filtered; the author index backfill job only, never a
 * request path), from `startKey`.
 */
export const scanPostItems = (limit: number, startKey?: Record<string, unknown>) =>
  scanPage(
    { filter: 'SK = :post OR begins_with(SK, :action)', values: { ':post': 'POST', ':action': 'ACT#' } },
    limit,
    startKey,
  );

/** Sets a post action item's member index (GSI1) when it has none yet; false when it has one or is gone. */
export async function indexPostAction(item: Record<string, unknown>): Promise<boolean> {
  const pk = /^C#(.+)#P#([^#]+)$/.exec(String(item.PK));
  const sk = /^ACT#(.+)$/.exec(String(item.SK));
  if (!pk || !sk) return false;
  const index = keys.postActionsByMember(pk[1]!, sk[1]!, pk[2]!);
  return updateIf({
    Key: { PK: item.PK, SK: item.SK },
    UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
    ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
  });
}
