// The community's custom-domain item (`CUSTOMDOMAIN`) and the domain worker's index of it (GSI1 `DOMAINWORK`, global,
// by next check): the status read (with the staff record and the community item, one BatchGet), versioned writes
// (with the fragments other owners hand in, one transaction) and the worker's page of due domains.
import { batchGetItems } from '../platform/db/batch.ts';
import { db, tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import { type TransactItem, transactWrite } from '../platform/db/transact.ts';
import type { CustomDomainItem } from './model.ts';

type Key = { PK: string; SK: string };
type Stored = CustomDomainItem & Key & { GSI1PK?: string; GSI1SK?: string };

const sameKey = (item: Key, key: Key) => item.PK === key.PK && item.SK === key.SK;

/** The item without its table keys. */
function fromStored(stored: Stored | null | undefined): CustomDomainItem | null {
  if (!stored) return null;
  const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, ...item } = stored;
  return item;
}

/** The community's custom-domain item, or null (GetItem, consistent: a write lost a race and reads again). */
export async function getDomain(communityId: string): Promise<CustomDomainItem | null> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.GetCommand({ TableName: tableName(), Key: keys.customDomain(communityId), ConsistentRead: true }),
  );
  return fromStored(out.Item as Stored | undefined);
}

/**
 * The staff record, the community item (the communities domain's keys) and the custom-domain item in one
 * BatchGetItem: the whole of a status read, and the access check of every write.
 */
export async function getStaffView<C, S>(communityKey: Key, staffKey: Key, communityId: string) {
  const domainKey = keys.customDomain(communityId);
  const items = await batchGetItems<Key & Record<string, unknown>>([communityKey, staffKey, domainKey]);
  const find = (key: Key) => items.find((item) => sameKey(item, key)) ?? null;
  return {
    community: find(communityKey) as C | null,
    staff: find(staffKey) as S | null,
    domain: fromStored(find(domainKey) as Stored | null),
  };
}

/**
 * The item as a write fragment: put whole, conditioned on the version it was read at (0: there was none), with the
 * work index set while `nextCheckAt` is. The stored version is one more than `readVersion`.
 */
export function domainWrite(item: CustomDomainItem, readVersion: number): TransactItem {
  const index = item.nextCheckAt ? keys.domainWork(item.nextCheckAt, item.communityId) : {};
  return {
    Put: {
      TableName: tableName(),
      Item: { ...item, ...keys.customDomain(item.communityId), ...index, version: readVersion + 1 },
      ConditionExpression: readVersion === 0 ? 'attribute_not_exists(PK)' : 'version = :v',
      ...(readVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': readVersion } }),
    },
  };
}

/**
 * Writes the item (conditioned on `readVersion`) and the other owners' fragments in one transaction; throws
 * TransactionConditionFailed naming the failed positions (0: the item changed meanwhile).
 */
export const saveDomain = (item: CustomDomainItem, readVersion: number, extra: TransactItem[] = []) =>
  transactWrite([domainWrite(item, readVersion), ...extra]);

/** A page of domains due for the worker (next check before `before`), oldest first (Query GSI1 `DOMAINWORK`). */
export async function queryDueDomains(
  before: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: CustomDomainItem[]; nextKey?: Record<string, unknown> }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
      ExpressionAttributeValues: { ':pk': keys.domainWork('', '').GSI1PK, ':before': before },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const items = (out.Items ?? []).map((item) => fromStored(item as Stored)!);
  return { items, ...(out.LastEvaluatedKey ? { nextKey: out.LastEvaluatedKey } : {}) };
}
