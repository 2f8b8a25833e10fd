// The community's API keys (`APIKEY#<id>` under the community): the list, the owner's check (community item and staff
// record, one BatchGet), a request's key with the community item (one BatchGet), create, the enable switch, delete
// and the minute's "last used".
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { conditionHeld, isConditionFailed } from '../platform/db/conditional.ts';
import { keys } from '../platform/db/keys.ts';
import type { ApiKeyScope } from '@hearth/shared/constants/api-keys';

export interface ApiKeyItem {
  communityId: string;
  id: string;
  name: string;
  prefix: string;
  /** SHA-256 (hex) of the whole key. */
  hash: string;
  scope: ApiKeyScope;
  enabled: boolean;
  createdAt: string;
  /** Who created it (the owner's owner-app member id). */
  createdBy: string;
  lastUsedAt?: string;
}

type Key = { PK: string; SK: string };
type Stored = ApiKeyItem & Key;

const fromStored = (stored: Stored | undefined): ApiKeyItem | null => {
  if (!stored) return null;
  const { PK: _pk, SK: _sk, ...item } = stored;
  return item;
};

/** The community's keys, newest first (one Query; a community holds at most API_KEYS_MAX). */
export async function listKeys(communityId: string): Promise<ApiKeyItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p AND begins_with(SK, :k)',
      ExpressionAttributeValues: { ':p': keys.apiKey(communityId, '').PK, ':k': keys.apiKeyPrefix() },
      ConsistentRead: true,
    }),
  );
  const items = ((out.Items ?? []) as Stored[]).map((s) => fromStored(s)!);
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The community item and the caller's staff record (the communities domain's keys), one BatchGet. */
export async function getOwnerView<C, S>(communityKey: Key, staffKey: Key) {
  const items = await batchGetItems<Key & Record<string, unknown>>([communityKey, staffKey]);
  const find = (key: Key) => items.find((i) => i.PK === key.PK && i.SK === key.SK) ?? null;
  return { community: find(communityKey) as C | null, staff: find(staffKey) as S | null };
}

/** The community item (the communities domain's key) with one key, one BatchGet: what a request's key check reads. */
export async function getKeyWithCommunity<C>(communityKey: Key, communityId: string, keyId: string) {
  const keyKey = keys.apiKey(communityId, keyId);
  const items = await batchGetItems<Key & Record<string, unknown>>([communityKey, keyKey]);
  const find = (key: Key) => items.find((i) => i.PK === key.PK && i.SK === key.SK);
  return { community: (find(communityKey) ?? null) as C | null, key: fromStored(find(keyKey) as Stored | undefined) };
}

/** Puts a new key; false when one of that id already exists (the caller draws another id). */
export async function putNewKey(item: ApiKeyItem): Promise<boolean> {
  const { client, commands } = await db();
  return conditionHeld(() =>
    client.send(
      new commands.PutCommand({
        TableName: tableName(),
        Item: { ...keys.apiKey(item.communityId, item.id), ...item },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** Sets the enable switch of an existing key; the key as it now is, or null when there is none. */
export async function setEnabled(communityId: string, keyId: string, enabled: boolean): Promise<ApiKeyItem | null> {
  const { client, commands } = await db();
  try {
    const out = await client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.apiKey(communityId, keyId),
        UpdateExpression: 'SET enabled = :e',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':e': enabled },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromStored(out.Attributes as Stored);
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Deletes a key; whether it was there. */
export async function deleteKey(communityId: string, keyId: string): Promise<boolean> {
  const { client, commands } = await db();
  return conditionHeld(() =>
    client.send(
      new commands.DeleteCommand({
        TableName: tableName(),
        Key: keys.apiKey(communityId, keyId),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

/** Records a use when the stored one is older than `olderThan` (or absent); a deleted key is left deleted. */
export async function touchLastUsed(communityId: string, keyId: string, at: string, olderThan: string) {
  const { client, commands } = await db();
  await conditionHeld(() =>
    client.send(
      new commands.UpdateCommand({
        TableName: tableName(),
        Key: keys.apiKey(communityId, keyId),
        UpdateExpression: 'SET lastUsedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :old)',
        ExpressionAttributeValues: { ':at': at, ':old': olderThan },
      }),
    ),
  );
}
