// The community's paid membership item (`SUPPORTERS`): the payout account and its ability, the price, the perks and
// whether it is enabled — written by the owner's side, each write conditioned on the version it was decided from —
// and the subscriber and earnings counters, flat numbers only the member side ADDs (never read-modify-written here).
// Also the account → community index Connect events are routed by, and the owner's subscriber list (GSI1).
import { batchGetItems } from '../../../platform/db/batch.ts';
import { tableName } from '../../../platform/db/client.ts';
import { getItem } from '../../../platform/db/get.ts';
import { keys } from '../../../platform/db/keys.ts';
import { type PageKey, queryIndexPage } from '../../../platform/db/query.ts';
import type { TransactItem } from '../../../platform/db/transact.ts';

/** The stored SUPPORTERS item; counters are `count_<filter>` and `gross_|fee_|net_|payments_<currency>`. */
export interface SupportersItem {
  communityId?: string;
  accountId?: string;
  email?: string;
  country?: string;
  canReceivePayouts?: boolean;
  detailsSubmitted?: boolean;
  /** The order of the account's states (an event's `stampOf`, or our own read's `apiStamp`). */
  accountStamp?: string;
  enabled?: boolean;
  priceAmount?: number;
  priceCurrency?: string;
  perks?: string;
  version?: number;
  [counter: string]: unknown;
}

/** The owner-set fields a settings write may change. */
export type SupporterSettings = Partial<Pick<SupportersItem, 'enabled' | 'priceAmount' | 'priceCurrency' | 'perks'>>;

/** The payout account's state as last read (from an event or the provider's answer). */
export interface AccountState {
  canReceivePayouts: boolean;
  detailsSubmitted: boolean;
  accountStamp: string;
}

type Key = { PK: string; SK: string };
const sameKey = (item: Key, key: Key) => item.PK === key.PK && item.SK === key.SK;

/**
 * /monetization's reads in one BatchGet: the community item and the caller's staff record (keys from the
 * communities domain) with the community's SUPPORTERS item.
 */
export async function getMonetizationView<C, S>(communityKey: Key, staffKey: Key, communityId: string) {
  const supportersKey = keys.supporters(communityId);
  const items = await batchGetItems<Key & Record<string, unknown>>([communityKey, staffKey, supportersKey]);
  const find = (key: Key) => items.find((item) => sameKey(item, key)) ?? null;
  return {
    community: find(communityKey) as C | null,
    staff: find(staffKey) as S | null,
    supporters: (find(supportersKey) as SupportersItem | null) ?? {},
  };
}

/** The SUPPORTERS item read consistently before a change is decided on it (GetItem); `{}` when none exists. */
export async function getSupporters(communityId: string): Promise<SupportersItem> {
  return (await getItem<SupportersItem>(keys.supporters(communityId))) ?? {};
}

/** The community a payout account was opened for, or null when no community holds it (GetItem on the index). */
export async function connectAccountCommunity(accountId: string): Promise<string | null> {
  const item = await getItem<{ communityId: string }>(keys.connectAccount(accountId));
  return item?.communityId ?? null;
}

// The member side's counter ADDs may create the item before any owner write: it then has no version yet.
const versionCondition = (version: number) => (version === 0 ? 'attribute_not_exists(version)' : 'version = :version');

/** SET the fields and the next version, only if the item is still at `version`. */
function versionedUpdate(communityId: string, fields: Record<string, unknown>, version: number, extra = '') {
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.supporters(communityId),
      UpdateExpression: `SET ${[...names.map((n) => `#${n} = :${n}`), 'communityId = :cid', 'version = :next'].join(', ')}`,
      ConditionExpression: versionCondition(version) + extra,
      ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((n) => [`:${n}`, fields[n]])),
        ':cid': communityId,
        ':next': version + 1,
        ...(version === 0 ? {} : { ':version': version }),
      },
    },
  } satisfies TransactItem;
}

/** The owner's settings (enabled, price, perks) written, only if the item is still at `version`. */
export const settingsWrite = (communityId: string, settings: SupporterSettings, version: number): TransactItem =>
  versionedUpdate(communityId, settings as Record<string, unknown>, version);

/** The payout account's new state, only if the item is still at `version` (the caller decided it is newer). */
export const accountStateWrite = (communityId: string, state: AccountState, version: number): TransactItem =>
  versionedUpdate(communityId, { ...state }, version);

/**
 * A payout account opened for the community: set on its item (only if it has none: one account per community) and
 * indexed by account id, so Connect events find the community.
 */
export function accountOpenedWrites(
  communityId: string,
  account: { accountId: string; email: string; country: string } & AccountState,
  version: number,
): TransactItem[] {
  return [
    versionedUpdate(communityId, { ...account }, version, ' AND attribute_not_exists(accountId)'),
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.connectAccount(account.accountId), accountId: account.accountId, communityId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** One subscriber (SUPPORTER item) as the owner's list reads it; the member side writes it. */
export interface SupporterListItem {
  memberId: string;
  status: string;
  startedAt: string | number;
  currentPeriodEnd?: string | number | null;
  cancelAtPeriodEnd?: boolean;
  paidNet?: Record<string, number>;
  [paidNetOfCurrency: string]: unknown;
}

/** The partition key a subscriber-list cursor must carry. */
export const subscriberListPartition = (communityId: string, filter: string) => ({
  GSI1PK: keys.supporterList(communityId, filter, '', '').GSI1PK,
});

/** A page of one subscriber list, newest start first (Query on GSI1). */
export const subscriberPage = (communityId: string, filter: string, limit: number, startKey?: PageKey) =>
  queryIndexPage<SupporterListItem>('GSI1', subscriberListPartition(communityId, filter).GSI1PK, {
    limit,
    startKey,
  });
