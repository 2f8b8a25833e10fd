// The post item with its derived items, written together: a new post, a post's state replaced (edit, pin, archive,
// delete, approve) one post or several at a time, the community's set of deleted posts still being cleaned up.
import { countOnDay } from '../../platform/activity.ts';
import { batchGetItems } from '../../platform/db/batch.ts';
import { tableName } from '../../platform/db/client.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../../platform/db/transact.ts';
import { type PostItem, timeKey } from '../model.ts';
import { derivedItems, storedDerivedItems } from './derived-items.ts';
import { sharedPagesChanged } from './shared-pages.ts';

type Key = { PK: string; SK: string };
const same = (a: Key, b: Key) => a.PK === b.PK && a.SK === b.SK;

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
  sharedPagesChanged(post.communityId);
}

/** A post by id (strongly consistent: write paths decide from it). */
export const getPost = (communityId: string, postId: string) => getItem<PostItem>(keys.post(communityId, postId));

/** Some posts by id (one BatchGet, eventually consistent: read paths); missing ones are left out. */
export const getPosts = (communityId: string, postIds: string[]): Promise<PostItem[]> =>
  postIds.length ? batchGetItems<PostItem>(postIds.map((id) => keys.post(communityId, id))) : Promise.resolve([]);

/**
 * Replaces a post's state (edit, pin, archive, delete, approve): the post item, only if nothing changed it since
 * it was read (`version`), and its derived items rewritten from the new state, in one transaction. Returns false
 * when the post changed meanwhile (the caller re-reads and decides again).
 */
export async function rewritePost(before: PostItem, after: PostItem, extra: TransactItem[] = []): Promise<boolean> {
  try {
    await transactWrite(rewritePostItems(before, after, extra));
    sharedPagesChanged(after.communityId);
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
