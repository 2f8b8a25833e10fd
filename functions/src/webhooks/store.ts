// The webhooks domain's items: endpoints (`C#<cid>` / `WEBHOOK#<id>`), deliveries (`C#<cid>#WEBHOOK#<endpointId>` /
// `DELIVERY#<eventId>`) and the retry index (GSI1 `WEBHOOKRETRY`, global, by next attempt) of deliveries due.
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { conditionHeld } from '../platform/db/conditional.ts';
import { keys } from '../platform/db/keys.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { DELIVERY_TTL_SECONDS, type DeliveryItem, type EndpointItem } from './model.ts';

type Key = { PK: string; SK: string };
type Stored<T> = T & Key & { GSI1PK?: string; GSI1SK?: string; ttl?: number };

function bare<T>(stored: Stored<T> | undefined | null): T | null {
  if (!stored) return null;
  const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, ttl: _ttl, ...item } = stored;
  return item as T;
}

/** The community item and the caller's staff record (the communities domain's keys) in one BatchGetItem. */
export async function getStaffView<C, S>(communityKey: Key, staffKey: Key) {
  const items = await batchGetItems<Key & Record<string, unknown>>([communityKey, staffKey]);
  const find = (key: Key) => items.find((item) => item.PK === key.PK && item.SK === key.SK) ?? null;
  return { community: find(communityKey) as C | null, staff: find(staffKey) as S | null };
}

/** Every endpoint of a community (Query `C#<cid>`, SK begins with `WEBHOOK#`; at most WEBHOOK_ENDPOINTS_MAX). */
export async function listEndpoints(communityId: string): Promise<EndpointItem[]> {
  const { client, commands } = await db();
  const { PK, SK } = keys.webhookEndpoint(communityId, '');
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': PK, ':sk': SK },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((item) => bare<EndpointItem>(item as Stored<EndpointItem>)!);
}

/** One endpoint, or null (GetItem, consistent). */
export async function getEndpoint(communityId: string, endpointId: string): Promise<EndpointItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.webhookEndpoint(communityId, endpointId),
      ConsistentRead: true,
    }),
  );
  return bare(out.Item as Stored<EndpointItem> | undefined);
}

/** Writes an endpoint whole: a new one (condition: none at its key) or an existing one (condition: it exists). */
export async function putEndpoint(item: EndpointItem, isNew: boolean): Promise<boolean> {
  const { client, commands } = await db();
  return conditionHeld(() =>
    client.send(
      new commands.PutCommand({
        TableName: tableName(),
        Item: { ...item, ...keys.webhookEndpoint(item.communityId, item.id) },
        ConditionExpression: isNew ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
      }),
    ),
  );
}

/** Deletes an endpoint; false when there was none. Its deliveries expire with their TTL. */
export async function deleteEndpoint(communityId: string, endpointId: string): Promise<boolean> {
  const { client, commands } = await db();
  return conditionHeld(() =>
    client.send(
      new commands.DeleteCommand({
        TableName: tableName(),
        Key: keys.webhookEndpoint(communityId, endpointId),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

/** Sets an endpoint's failing record if it still exists. */
export async function setEndpointFailingSince(
  communityId: string,
  endpointId: string,
  failingSince: string | null,
): Promise<void> {
  const { client, commands } = await db();
  await conditionHeld(() =>
    client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.webhookEndpoint(communityId, endpointId),
        UpdateExpression: 'SET failingSince = :since',
        ExpressionAttributeValues: { ':since': failingSince },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

/** Disables a failing endpoint if it is still enabled: true for the one write that did (it alone e-mails). */
export async function disableFailingEndpoint(communityId: string, endpointId: string): Promise<boolean> {
  const { client, commands } = await db();
  return conditionHeld(() =>
    client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.webhookEndpoint(communityId, endpointId),
        UpdateExpression: 'SET enabled = :off, disabledReason = :why',
        ExpressionAttributeValues: { ':off': false, ':on': true, ':why': 'failing' },
        ConditionExpression: 'enabled = :on',
      }),
    ),
  );
}

const deliveryRecord = (item: DeliveryItem) => ({
  ...item,
  ...keys.webhookDelivery(item.communityId, item.endpointId, item.id),
  ...(item.nextAttemptAt ? keys.webhookRetry(item.nextAttemptAt, item.communityId, item.endpointId, item.id) : {}),
  ttl: Math.floor(Date.parse(item.createdAt) / 1000) + DELIVERY_TTL_SECONDS,
});

/**
 * A new delivery as a write fragment, conditioned on there being none for this (event, endpoint): a redelivered
 * event fails it and sends nothing twice.
 */
export const newDeliveryWrite = (item: DeliveryItem): TransactItem => ({
  Put: { TableName: tableName(), Item: deliveryRecord(item), ConditionExpression: 'attribute_not_exists(PK)' },
});

/** Saves a delivery after an attempt (in the retry index while a next attempt is due). */
export async function saveDelivery(item: DeliveryItem): Promise<void> {
  const { client, commands } = await db();
  await client.send(new commands.PutCommand({ TableName: tableName(), Item: deliveryRecord(item) }));
}

/** One delivery, or null. */
export async function getDelivery(communityId: string, endpointId: string, id: string): Promise<DeliveryItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({
      TableName: tableName(),
      Key: keys.webhookDelivery(communityId, endpointId, id),
      ConsistentRead: true,
    }),
  );
  return bare(out.Item as Stored<DeliveryItem> | undefined);
}

/** An endpoint's newest deliveries (Query its partition, newest first). */
export async function listDeliveries(communityId: string, endpointId: string, limit: number): Promise<DeliveryItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.webhookDelivery(communityId, endpointId, '').PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => bare<DeliveryItem>(item as Stored<DeliveryItem>)!);
}

/** A page of deliveries due (next attempt at `before` or earlier), oldest first (Query GSI1 `WEBHOOKRETRY`). */
export async function queryDueDeliveries(before: string, limit: number): Promise<DeliveryItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :after',
      // Every key of that instant sorts below it: the time is followed by `#`, which sorts below `~`.
      ExpressionAttributeValues: { ':pk': keys.webhookRetry('', '', '', '').GSI1PK, ':after': `${before}~` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => bare<DeliveryItem>(item as Stored<DeliveryItem>)!);
}

/**
 * Claims a due delivery for one sender: moves its next attempt to `leaseUntil` on condition it is still the one read,
 * so two overlapping job runs never send it twice. False when another run claimed or sent it first.
 */
export async function claimDelivery(item: DeliveryItem, leaseUntil: string): Promise<boolean> {
  const { client, commands } = await db();
  const retry = keys.webhookRetry(leaseUntil, item.communityId, item.endpointId, item.id);
  return conditionHeld(() =>
    client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.webhookDelivery(item.communityId, item.endpointId, item.id),
        UpdateExpression: 'SET nextAttemptAt = :lease, GSI1SK = :sk',
        ConditionExpression: 'nextAttemptAt = :read',
        ExpressionAttributeValues: { ':lease': leaseUntil, ':sk': retry.GSI1SK, ':read': item.nextAttemptAt },
      }),
    ),
  );
}
