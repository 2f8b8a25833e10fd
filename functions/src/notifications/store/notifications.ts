// Each member's notifications, in the member's own partition (`C#<cid>#N#<memberId>`): GSI1 lists them newest first,
// GSI2 one category newest first, GSI3 by the actor they name. A notification of its own or a batched group, the
// reads of a delivery, a page of the list, and a new post's notifications a page of members at a time.
import type { NotificationCategory, NotificationKind, NotificationTopic } from '@hearth/shared/schemas/notifications';
import { batchGetItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import { type TransactItem, TransactionConditionFailed, transactWrite } from '../../platform/db/transact.ts';
import { type BellState, countUnread } from './bell.ts';

/** Notifications are kept 90 days. */
export const NOTIFICATION_TTL_SECONDS = 90 * 86_400;

export interface NotificationItem {
  communityId: string;
  memberId: string;
  id: string;
  kind: NotificationKind;
  category: Exclude<NotificationCategory, 'all'>;
  topic: NotificationTopic | null;
  /** The post's title the message names. */
  title: string;
  actorId: string | null;
  actorName: string;
  actorCount: number;
  createdAt: string;
  updatedAt: string;
  destination: string;
}

const sortKey = (updatedAt: string, id: string) => `${updatedAt}#${id}`;
const ttlFrom = (iso: string) => Math.floor(Date.parse(iso) / 1000) + NOTIFICATION_TTL_SECONDS;

/** What the consumer reads about one recipient in one BatchGet: switches, bell, the group item and the actor's mark. */
export async function readRecipient(
  communityId: string,
  memberId: string,
  groupId: string | null,
  actorId: string | null,
): Promise<{
  prefs: Record<string, boolean> | null;
  state: BellState | null;
  group: NotificationItem | null;
  actorCounted: boolean;
}> {
  const prefsKey = keys.notificationPrefs(communityId, memberId);
  const stateKey = keys.notificationState(communityId, memberId);
  const groupKey = groupId ? keys.notification(communityId, memberId, groupId) : null;
  const markKey = groupId && actorId ? keys.notification(communityId, memberId, `${groupId}#A#${actorId}`) : null;
  const found = await batchGetItems<Record<string, unknown>>(
    [prefsKey, stateKey, groupKey, markKey].filter((k): k is { PK: string; SK: string } => k !== null),
  );
  const bySk = new Map(found.map((item) => [item['SK'] as string, item]));
  const prefs = bySk.get(prefsKey.SK);
  const state = bySk.get(stateKey.SK);
  return {
    prefs: prefs ? ((prefs['preferences'] as Record<string, boolean>) ?? {}) : null,
    state: state ? { unread: Number(state['unread'] ?? 0), lastSeenAt: (state['lastSeenAt'] as string) ?? null } : null,
    group: groupKey ? ((bySk.get(groupKey.SK) as NotificationItem | undefined) ?? null) : null,
    actorCounted: markKey ? bySk.has(markKey.SK) : false,
  };
}

/** A new notification of its own (a comment, a mention, a decision): one Put. */
export function putNotification(n: NotificationItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.notification(n.communityId, n.memberId, n.id),
        ...keys.notificationOrder(n.communityId, n.memberId, n.category, sortKey(n.updatedAt, n.id)),
        ...(n.actorId ? keys.notificationActor(n.communityId, n.actorId, n.memberId, n.id) : {}),
        ...n,
        ttl: ttlFrom(n.updatedAt),
      },
    },
  };
}

/**
 * One more member in a batched notification ("12 people upvoted your post"): the group item is created or updated
 * with commutative changes (the count added to), so concurrent deliveries never conflict; the actor's mark keeps a
 * member from being counted twice (an upvote taken back and given again).
 */
export function addToGroup(
  n: NotificationItem,
  /**
   * The group as read when this delivery decided to count it unread: the write holds only if it is still so, so two
   * first deliveries racing cannot both count (the loser's delivery fails, is retried and reads the group).
   */
  asRead?: { updatedAt: string } | null,
): TransactItem[] {
  const key = keys.notification(n.communityId, n.memberId, n.id);
  const guard =
    asRead === undefined
      ? {}
      : asRead === null
        ? { ConditionExpression: 'attribute_not_exists(PK)' }
        : { ConditionExpression: 'updatedAt = :prev' };
  const order = keys.notificationOrder(n.communityId, n.memberId, n.category, sortKey(n.updatedAt, n.id));
  // The group names its latest actor: indexed under that actor (GSI3), or under nobody when it is anonymous.
  const actor = n.actorId ? keys.notificationActor(n.communityId, n.actorId, n.memberId, n.id) : null;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET communityId = :cid, memberId = :mid, id = :id, kind = :kind, category = :cat, topic = :topic, ' +
          'title = :title, actorId = :aid, actorName = :aname, createdAt = if_not_exists(createdAt, :now), ' +
          'updatedAt = :now, destination = :dest, GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2PK = :g2pk, GSI2SK = :g2sk, ' +
          (actor ? 'GSI3PK = :g3pk, GSI3SK = :g3sk, ' : '') +
          '#ttl = :ttl ADD actorCount :one' +
          (actor ? '' : ' REMOVE GSI3PK, GSI3SK'),
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':cid': n.communityId,
          ':mid': n.memberId,
          ':id': n.id,
          ':kind': n.kind,
          ':cat': n.category,
          ':topic': n.topic,
          ':title': n.title,
          ':aid': n.actorId,
          ':aname': n.actorName,
          ':now': n.updatedAt,
          ':dest': n.destination,
          ':g1pk': order.GSI1PK,
          ':g1sk': order.GSI1SK,
          ':g2pk': order.GSI2PK,
          ':g2sk': order.GSI2SK,
          ...(actor ? { ':g3pk': actor.GSI3PK, ':g3sk': actor.GSI3SK } : {}),
          ':ttl': ttlFrom(n.updatedAt),
          ':one': 1,
          ...(asRead ? { ':prev': asRead.updatedAt } : {}),
        },
        ...guard,
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.notification(n.communityId, n.memberId, `${n.id}#A#${n.actorId}`),
          ttl: ttlFrom(n.updatedAt),
        },
      },
    },
  ];
}

/** A page of the member's notifications, newest first: all (GSI1) or one category (GSI2). One Query. */
export async function queryNotifications(
  communityId: string,
  memberId: string,
  category: NotificationCategory,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: NotificationItem[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const index = category === 'all' ? 'GSI1' : 'GSI2';
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}PK = :p`,
      ExpressionAttributeValues: { ':p': notificationPartition(communityId, memberId, category) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as NotificationItem[], lastKey: out.LastEvaluatedKey };
}

/** The index partition a page reads, for checking a cursor against it. */
export const notificationPartition = (communityId: string, memberId: string, category: NotificationCategory) =>
  keys.notificationFeed(communityId, memberId, category === 'all' ? null : category);

export { sortKey as notificationSortKey };

/** Whether a member has a notification of this id (GetItem, consistent). */
export async function hasNotification(communityId: string, memberId: string, id: string): Promise<boolean> {
  return (await getItem(keys.notification(communityId, memberId, id))) !== null;
}

/** A notification of an id the member must not have yet (one per post: newPost, hotPost): one conditional Put. */
export function putNotificationIfAbsent(n: NotificationItem): TransactItem {
  return { Put: { ...putNotification(n).Put!, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * Writes each member's notification with the bell's count, only where that member has none of this id yet (its id is
 * deterministic per post and member, so a page delivered again adds nothing): `perTransaction` members per
 * transaction, `parallel` transactions at once (they share no item); a transaction whose conditions fail is written
 * again without the members already notified. Answers the members notified now.
 */
export async function putNotificationsOnce(
  items: NotificationItem[],
  perTransaction: number,
  parallel = 4,
): Promise<string[]> {
  const written: string[] = [];
  const groups: NotificationItem[][] = [];
  for (let i = 0; i < items.length; i += perTransaction) groups.push(items.slice(i, i + perTransaction));
  const writeGroup = async (first: NotificationItem[]) => {
    let group = first;
    while (group.length > 0) {
      const writes = group.flatMap((n): TransactItem[] => [
        putNotificationIfAbsent(n),
        countUnread(n.communityId, n.memberId),
      ]);
      try {
        await transactWrite(writes, { maxAttempts: 12 });
        written.push(...group.map((n) => n.memberId));
        return;
      } catch (error) {
        if (!(error instanceof TransactionConditionFailed)) throw error;
        // Each member is two items (its Put at an even index): the failed Puts are members notified before.
        const before = new Set(error.failedIndexes.filter((x) => x % 2 === 0).map((x) => x / 2));
        if (before.size === 0) throw error;
        group = group.filter((_, index) => !before.has(index));
      }
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, groups.length) }, async () => {
      while (next < groups.length) await writeGroup(groups[next++]!);
    }),
  );
  return written;
}

/** Which of these members already have the notification `id` (a BatchGet per 100 members). */
export async function membersWithNotification(communityId: string, memberIds: string[], id: string) {
  const found = await batchGetItems<{ memberId: string }>(memberIds.map((m) => keys.notification(communityId, m, id)));
  return new Set(found.map((i) => i.memberId));
}
