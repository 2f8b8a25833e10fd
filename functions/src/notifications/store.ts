// The notifications domain's DynamoDB access patterns: each member's notifications, bell state and switches live in
// the member's own partition (`C#<cid>#N#<memberId>`); GSI1 lists them newest first, GSI2 one category newest first.
import type { NotificationCategory, NotificationKind, NotificationTopic } from '@hearth/shared/schemas/notifications';
import { batchDeleteItems, batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { deleteIfExists, putIfAbsent } from '../platform/db/conditional.ts';
import { getItem } from '../platform/db/get.ts';
import { keys } from '../platform/db/keys.ts';
import { queryIndexPage } from '../platform/db/query.ts';
import { updateIf } from '../platform/db/update.ts';
import { type TransactItem, TransactionConditionFailed, transactWrite } from '../platform/db/transact.ts';

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

export interface BellState {
  unread: number;
  lastSeenAt: string | null;
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

/** The bell's unread count goes up by one. */
export function countUnread(communityId: string, memberId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.notificationState(communityId, memberId),
      UpdateExpression: 'ADD unread :one',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** The bell (one GetItem). */
export async function getBellState(communityId: string, memberId: string, consistent = false): Promise<BellState> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.notificationState(communityId, memberId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return { unread: Number(out.Item?.['unread'] ?? 0), lastSeenAt: (out.Item?.['lastSeenAt'] as string) ?? null };
}

/**
 * The bell together with another item of the caller's (the reader's member item, for the membership gate): one
 * BatchGetItem, so the unread count stays one request.
 */
export async function getBellStateWith<T>(
  communityId: string,
  memberId: string,
  other: { PK: string; SK: string },
): Promise<{ bell: BellState; other: T | null }> {
  const stateKey = keys.notificationState(communityId, memberId);
  const found = await batchGetItems<Record<string, unknown>>([stateKey, other]);
  const at = (k: { PK: string; SK: string }) => found.find((i) => i['PK'] === k.PK && i['SK'] === k.SK) ?? null;
  const state = at(stateKey);
  return {
    bell: { unread: Number(state?.['unread'] ?? 0), lastSeenAt: (state?.['lastSeenAt'] as string) ?? null },
    other: at(other) as T | null,
  };
}

/** The panel was closed: unread 0, last seen now (one Put). */
export async function putSeen(communityId: string, memberId: string, at: string): Promise<BellState> {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.notificationState(communityId, memberId), unread: 0, lastSeenAt: at },
    }),
  );
  return { unread: 0, lastSeenAt: at };
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

/** The member's switches as stored (only what they changed), or null. One GetItem. */
export async function getPreferences(communityId: string, memberId: string): Promise<Record<string, boolean> | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.notificationPrefs(communityId, memberId) }),
  );
  return out.Item ? ((out.Item['preferences'] as Record<string, boolean>) ?? {}) : null;
}

/** Sets some switches (one Update; each switch its own map entry, so two tabs never undo each other). */
export async function setPreferences(
  communityId: string,
  memberId: string,
  changes: Record<string, boolean>,
): Promise<Record<string, boolean>> {
  const { client, commands } = await db();
  const entries = Object.entries(changes);
  const names: Record<string, string> = { '#p': 'preferences' };
  const values: Record<string, unknown> = {};
  entries.forEach(([key, value], i) => {
    names[`#k${i}`] = key;
    values[`:v${i}`] = value;
  });
  // The map must exist before its entries can be set: create it empty first (a no-op when it exists).
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationPrefs(communityId, memberId),
      UpdateExpression: 'SET #p = if_not_exists(#p, :empty)',
      ExpressionAttributeNames: { '#p': 'preferences' },
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
  const out = await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationPrefs(communityId, memberId),
      UpdateExpression: `SET ${entries.map((_, i) => `#p.#k${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return (out.Attributes?.['preferences'] as Record<string, boolean>) ?? {};
}

export { sortKey as notificationSortKey };

/** The community's unsubscribe-link key: read, or created once (a conditional put; a lost race reads the winner's). */
export async function linkKey(communityId: string, fresh: () => string): Promise<string> {
  const { client, commands } = await db();
  const key = keys.notificationLinkKey(communityId);
  const out = await client.send(new commands.GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (out.Item?.['secret']) return out.Item['secret'] as string;
  await putIfAbsent({ ...key, secret: fresh() });
  return linkKey(communityId, fresh);
}

/**
 * Claims the e-mail of one event to one member and counts it in the member's hour, in one transaction: false when
 * it was claimed before (a redelivery) or the hour's cap is reached.
 */
export async function claimMail(
  communityId: string,
  memberId: string,
  eventId: string,
  hour: string,
  cap: number,
): Promise<boolean> {
  const expires = Math.floor(Date.now() / 1000) + 15 * 86_400;
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.notificationMail(communityId, memberId, eventId), ttl: expires },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.notificationMailHour(communityId, memberId, hour),
          UpdateExpression: 'ADD sent :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(sent) OR sent < :cap',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':ttl': expires },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed) return false;
    throw error;
  }
}

/** Gives a claim back when the e-mail could not be sent, so a retry sends it. */
export async function releaseMail(communityId: string, memberId: string, eventId: string, hour: string) {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({ TableName: tableName(), Key: keys.notificationMail(communityId, memberId, eventId) }),
  );
  await client.send(
    new commands.UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationMailHour(communityId, memberId, hour),
      UpdateExpression: 'ADD sent :minus',
      ExpressionAttributeValues: { ':minus': -1 },
    }),
  );
}

// Live connections
/**
 * A member's open live connection, kept until it closes or its TTL passes (one Put). `issuedAt` is the `iat` (epoch
 * seconds) of the ID token that opened it, so ending the account's sessions closes exactly the connections opened
 * before the cutoff.
 */
export async function putLiveConnection(
  communityId: string,
  memberId: string,
  connectionId: string,
  issuedAt: number,
  ttl: number,
) {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.liveConnection(communityId, memberId, connectionId), memberId, connectionId, issuedAt, ttl },
    }),
  );
}

/** A closed (or gone) live connection (one Delete). */
export async function deleteLiveConnection(communityId: string, memberId: string, connectionId: string) {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({
      TableName: tableName(),
      Key: keys.liveConnection(communityId, memberId, connectionId),
    }),
  );
}

export interface LiveConnection {
  memberId: string;
  connectionId: string;
  /** The opening token's `iat` (epoch seconds); absent on connections stored before it was kept. */
  issuedAt?: number;
}

/**
 * Live connections not yet expired: one member's (`memberId`), or the whole community's, a page at a time. DynamoDB's
 * TTL deletes lazily, so an expired item is filtered out here.
 */
export async function queryLiveConnections(
  communityId: string,
  memberId: string | null,
  startKey?: Record<string, unknown>,
): Promise<{ items: LiveConnection[]; lastKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: memberId ? 'PK = :p AND begins_with(SK, :m)' : 'PK = :p',
      FilterExpression: '#ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':p': keys.liveConnections(communityId),
        ':now': Math.floor(Date.now() / 1000),
        ...(memberId ? { ':m': keys.liveMemberPrefix(memberId) } : {}),
      },
      ProjectionExpression: 'memberId, connectionId, issuedAt',
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as LiveConnection[], lastKey: out.LastEvaluatedKey };
}

/** The members whose notifications a consumer's effect writes (their partitions), for telling them live. */
export function membersWritten(communityId: string, effect: TransactItem[]): string[] {
  const prefix = `${keys.notificationState(communityId, '').PK}`;
  const found = new Set<string>();
  for (const item of effect) {
    const key = (item.Put?.Item ?? item.Update?.Key) as { PK?: string; SK?: string } | undefined;
    if (key?.PK?.startsWith(prefix)) found.add(key.PK.slice(prefix.length));
  }
  return [...found];
}

// Weekly digest
/** Several members' stored switches (BatchGet of their `PREFS`): member id → switches (absent: none stored). */
export async function getPreferencesMany(communityId: string, memberIds: string[]) {
  const found = await batchGetItems<{ PK: string; preferences?: Record<string, boolean> }>(
    memberIds.map((m) => keys.notificationPrefs(communityId, m)),
  );
  const byPk = new Map(found.map((i) => [i.PK, i.preferences ?? {}]));
  return new Map(memberIds.map((m) => [m, byPk.get(keys.notificationPrefs(communityId, m).PK) ?? {}]));
}

/** Claims one member's digest of one week before it is sent (a conditional Put): false when it was sent before. */
export async function claimDigest(communityId: string, memberId: string, week: string): Promise<boolean> {
  return putIfAbsent({
    ...keys.digestSent(communityId, memberId, week),
    sentAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + 60 * 86_400,
  });
}

/** Gives the week's claim back when the e-mail could not be sent, so the next run sends it. */
export async function releaseDigest(communityId: string, memberId: string, week: string) {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({ TableName: tableName(), Key: keys.digestSent(communityId, memberId, week) }),
  );
}

// ── a deleted account's notifications ───────────────────────────────────────────────────────────────────────────

type ItemKey = { PK: string; SK: string };

/**
 * Deletes up to `limit` items of a member's own: everything in their notification partition (notifications, bell,
 * switches, e-mail claims and counts, digest claims). Answers whether any are left. (Their live connections are closed
 * and forgotten by the live-closing consumer, which must find them to close them.)
 */
export async function deleteMemberItems(communityId: string, memberId: string, limit: number): Promise<boolean> {
  const { client, commands } = await db();
  const own = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': keys.notificationState(communityId, memberId).PK },
      ProjectionExpression: 'PK, SK',
      Limit: limit,
    }),
  );
  await batchDeleteItems((own.Items ?? []) as ItemKey[]);
  return Boolean(own.LastEvaluatedKey);
}

/**
 * Renames a deleted actor in up to `limit` of other members' notifications that name them (GSI3), taking each out of
 * the actor index; a group that has moved on to a newer actor since keeps its name. Answers whether any are left.
 */
export async function renameActorInNotifications(
  communityId: string,
  actorId: string,
  name: string,
  limit: number,
): Promise<boolean> {
  const partition = keys.notificationActor(communityId, actorId, '', '').GSI3PK;
  const page = await queryIndexPage<ItemKey>('GSI3', partition, { limit });
  await Promise.all(
    page.items.map((item) =>
      updateIf({
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET actorName = :name REMOVE GSI3PK, GSI3SK',
        ConditionExpression: 'actorId = :actor',
        ExpressionAttributeValues: { ':name': name, ':actor': actorId },
      }),
    ),
  );
  return page.lastKey !== undefined;
}

// ── web push: a member's browsers and the pushes claimed ────────────────────────────────────────────────────────

export interface PushSubscriptionItem {
  subscriptionId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** When the browser says the subscription ends (ms since the epoch), if it does. */
  expirationTime: number | null;
  /** Kept (or its keys renewed): the oldest of a member's browsers is the one a new one replaces. */
  updatedAt: string;
}

/** Keeps one browser's subscription; the same endpoint again replaces its keys (one Put). */
export async function putPushSubscription(communityId: string, memberId: string, item: PushSubscriptionItem) {
  const { client, commands } = await db();
  await client.send(
    new commands.PutCommand({
      TableName: tableName(),
      Item: { ...keys.pushSubscription(communityId, memberId, item.subscriptionId), memberId, ...item },
    }),
  );
}

/** A member's push subscriptions, oldest first (at most a few over the cap: one Query, strongly consistent). */
export async function queryPushSubscriptions(communityId: string, memberId: string): Promise<PushSubscriptionItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :push)',
      ExpressionAttributeValues: {
        ':p': keys.notificationState(communityId, memberId).PK,
        ':push': keys.pushSubscriptionPrefix(),
      },
      ConsistentRead: true,
    }),
  );
  const items = (out.Items ?? []) as PushSubscriptionItem[];
  return items.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}

/**
 * Forgets one subscription (one Delete): whether it was there. With `ifUpdatedAt`, only if it was not renewed since it
 * was read (a push service's "gone" must not delete a subscription the browser has just handed us again).
 */
export async function deletePushSubscription(
  communityId: string,
  memberId: string,
  subscriptionId: string,
  ifUpdatedAt?: string,
): Promise<boolean> {
  const gone = await deleteIfExists({
    Key: keys.pushSubscription(communityId, memberId, subscriptionId),
    ...(ifUpdatedAt ? { also: 'updatedAt = :read', ExpressionAttributeValues: { ':read': ifUpdatedAt } } : {}),
  });
  return gone !== null;
}

/** Claims the push of one event to one member before it is sent (a conditional Put): false when claimed before. */
export async function claimPush(communityId: string, memberId: string, eventId: string): Promise<boolean> {
  return putIfAbsent({
    ...keys.notificationPush(communityId, memberId, eventId),
    ttl: Math.floor(Date.now() / 1000) + 15 * 86_400,
  });
}

// ── a new post's notifications, a page of members at a time ─────────────────────────────────────────────────────

/** A notification of an id the member must not have yet (one per post: newPost, hotPost): one conditional Put. */
/** Whether a member has a notification of this id (GetItem, consistent). */
export async function hasNotification(communityId: string, memberId: string, id: string): Promise<boolean> {
  return (await getItem(keys.notification(communityId, memberId, id))) !== null;
}

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
