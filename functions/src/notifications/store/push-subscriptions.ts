// Web push: a member's browsers (their push subscriptions, in the member's notification partition) and the pushes
// claimed, one per event and member.
import { db, tableName } from '../../platform/db/client.ts';
import { deleteIfExists, putIfAbsent } from '../../platform/db/conditional.ts';
import { keys } from '../../platform/db/keys.ts';

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
