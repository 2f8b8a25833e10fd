// A member's action item on a post (vote, reactions, follow, poll votes): read one or a viewer's several with the
// page's other items, write a press with its counter change and events, and the post's followers.
import { actionItemPut } from '../../platform/db/actions.ts';
import { batchGetItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import type { PostItem } from '../model.ts';
import { type PostChange, writeWithPostChange } from './counters.ts';

type Key = { PK: string; SK: string };

/** One member's state on a post: vote, reactions, follow. */
export interface PostActionItem {
  vote?: 'upvote' | 'downvote';
  reactions?: string[];
  subscribed?: boolean;
  /** Poll options this member voted for. */
  pollVotes?: string[];
  /** Changes with every write, so two concurrent presses by one member cannot both apply. */
  arev?: number;
  /**
   * When the member last pressed (ms): a shared feed page built before it may not count the press yet, so the feed
   * reads that post's counts fresh for this member (feed.ts `ownPressesCounted`).
   */
  pressedAt?: number;
}

/** A member's action item: the action and its place in the member's index (GSI1 `MA#`, their data export). */
const memberActionKey = (communityId: string, postId: string, memberId: string) => ({
  ...keys.postAction(communityId, postId, memberId),
  ...keys.postActionsByMember(communityId, memberId, postId),
});

/** A member's press on a post: their action item (conditioned on its revision), the change and its events at once. */
export function writePostAction(
  post: PostItem,
  memberId: string,
  previous: PostActionItem | null,
  next: PostActionItem,
  change: PostChange | null,
  events: TransactItem[],
): Promise<boolean> {
  const action = actionItemPut(
    memberActionKey(post.communityId, post.id, memberId),
    { ...next, pressedAt: Date.now() },
    previous?.arev ?? 0,
  );
  return writeWithPostChange(post, change, [action, ...events]);
}

/** The author follows their new post: the action item the post's transaction writes with it. */
export const authorFollows = (communityId: string, postId: string, memberId: string): TransactItem =>
  actionItemPut(memberActionKey(communityId, postId, memberId), { subscribed: true }, 0);

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
