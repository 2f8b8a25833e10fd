// Paid membership's member-side items: the community's SUPPORTERS item (read for the offer; its counters only ever
// ADDed here), each member's SUPPORTER item (written conditioned on its version, carrying the subscriber list's GSI1
// attributes while its status is listed), the subscription → member index, the counted-invoice marks, and the
// connected account → community index the owner side writes.
import { DEFAULT_SUPPORTER_PRICE, type SupporterCurrency } from '@hearth/shared/constants/supporters';
import { subscriberFilterOf } from '@hearth/shared/rules/supporters';
import { tableName } from '../../../platform/db/client.ts';
import { getItem } from '../../../platform/db/get.ts';
import { keys } from '../../../platform/db/keys.ts';
import type { TransactItem } from '../../../platform/db/transact.ts';
import { type SupportersItem } from './settings.ts';
import { emptySupporter, type SupporterState } from '../supporter-model.ts';

/** The community's paid membership as the member side reads it. */
export interface SupportersOffer {
  enabled: boolean;
  accountId: string | null;
  canReceivePayouts: boolean;
  priceAmount: number;
  priceCurrency: SupporterCurrency;
  perks: string;
}

/** The community's SUPPORTERS item's offer (GetItem); the defaults when the owner never set it. */
export async function getSupportersOffer(communityId: string): Promise<SupportersOffer> {
  const item = await getItem<SupportersItem>(keys.supporters(communityId), { consistent: false });
  return {
    enabled: item?.enabled === true,
    accountId: item?.accountId ?? null,
    canReceivePayouts: item?.canReceivePayouts === true,
    priceAmount: item?.priceAmount ?? DEFAULT_SUPPORTER_PRICE.amount,
    priceCurrency: (item?.priceCurrency as SupporterCurrency | undefined) ?? DEFAULT_SUPPORTER_PRICE.currency,
    perks: item?.perks ?? '',
  };
}

/** The community and member a subscription was sold to (GetItem on the index), or null. */
export async function supporterOfSubscription(subscriptionId: string) {
  return getItem<{ communityId: string; memberId: string }>(keys.supporterSubscription(subscriptionId), {
    consistent: false,
  });
}

/** The item: the state with its times ISO 8601 (the list sorts by `startedAt`), and the paid-net counters. */
interface SupporterItem {
  customerId?: string;
  subscriptionId?: string | null;
  status?: SupporterState['status'];
  startedAt?: string | null;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
  stamp?: string | null;
  subscriptionStamp?: string | null;
  periods?: SupporterState['periods'];
  version?: number;
  customerAccountId?: string;
}

/** A member's SUPPORTER item as read before a change is decided on it. */
export interface HeldSupporter {
  state: SupporterState;
  version: number;
  /** The connected account its customer was made on. */
  customerAccountId: string | null;
  /** Paid to date net of Hearth's fee, by currency (cents). */
  paidNet: Record<string, number>;
}

export async function getSupporter(communityId: string, memberId: string): Promise<HeldSupporter> {
  const item = await getItem<SupporterItem>(keys.supporter(communityId, memberId));
  const paidNet = Object.fromEntries(
    Object.entries(item ?? {})
      .filter(([name]) => name.startsWith('paidNet_'))
      .map(([name, cents]) => [name.slice('paidNet_'.length), cents as number]),
  );
  const base = emptySupporter(memberId);
  const state: SupporterState = item
    ? {
        memberId,
        customerId: item.customerId ?? null,
        subscriptionId: item.subscriptionId ?? null,
        status: item.status ?? null,
        startedAt: secondsOf(item.startedAt),
        currentPeriodEnd: secondsOf(item.currentPeriodEnd),
        cancelAtPeriodEnd: item.cancelAtPeriodEnd ?? false,
        stamp: item.stamp ?? null,
        subscriptionStamp: item.subscriptionStamp ?? null,
        periods: item.periods ?? [],
      }
    : base;
  return { state, version: item?.version ?? 0, customerAccountId: item?.customerAccountId ?? null, paidNet };
}

const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const secondsOf = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

const versionCondition = (version: number) => (version === 0 ? 'attribute_not_exists(version)' : 'version = :v');

/**
 * The SUPPORTER item's new state, only if still at `version`: its fields, and the subscriber list's GSI1 keys while
 * its status is listed (removed when it is not). `startedAt` is stored ISO (the list's sort key).
 */
export function supporterWrite(
  communityId: string,
  state: SupporterState,
  version: number,
  paid?: PaidNet,
): TransactItem {
  const startedIso = isoOf(state.startedAt);
  const filter = state.status ? subscriberFilterOf(state.status) : null;
  const values: Record<string, unknown> = {
    ':communityId': communityId,
    ':memberId': state.memberId,
    ':subscriptionId': state.subscriptionId,
    ':status': state.status,
    ':startedAt': startedIso,
    ':currentPeriodEnd': isoOf(state.currentPeriodEnd),
    ':cancelAtPeriodEnd': state.cancelAtPeriodEnd,
    ':stamp': state.stamp,
    ':subscriptionStamp': state.subscriptionStamp,
    ':periods': state.periods,
    ':next': version + 1,
    ...(version === 0 ? {} : { ':v': version }),
  };
  const sets = [
    'communityId = :communityId',
    'memberId = :memberId',
    'subscriptionId = :subscriptionId',
    '#status = :status',
    'startedAt = :startedAt',
    'currentPeriodEnd = :currentPeriodEnd',
    'cancelAtPeriodEnd = :cancelAtPeriodEnd',
    'stamp = :stamp',
    'subscriptionStamp = :subscriptionStamp',
    'periods = :periods',
    'version = :next',
  ];
  if (state.customerId) {
    sets.push('customerId = if_not_exists(customerId, :customerId)');
    values[':customerId'] = state.customerId;
  }
  const names: Record<string, string> = { '#status': 'status' };
  let rest = '';
  if (filter && startedIso) {
    const list = keys.supporterList(communityId, filter, startedIso, state.memberId);
    sets.push('GSI1PK = :gpk', 'GSI1SK = :gsk');
    values[':gpk'] = list.GSI1PK;
    values[':gsk'] = list.GSI1SK;
  } else rest = ' REMOVE GSI1PK, GSI1SK';
  if (paid) {
    rest += ' ADD #paid :net';
    names['#paid'] = `paidNet_${paid.currency}`;
    values[':net'] = paid.net;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.supporter(communityId, state.memberId),
      UpdateExpression: `SET ${sets.join(', ')}${rest}`,
      ConditionExpression: versionCondition(version),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** What a paid invoice adds to its subscriber's paid-net counter. */
export interface PaidNet {
  currency: string;
  net: number;
}

/** A member's customer on the connected account, recorded once (a concurrent one made first wins). */
export const supporterCustomerWrite = (
  communityId: string,
  memberId: string,
  accountId: string,
  customerId: string,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.supporter(communityId, memberId),
    UpdateExpression: 'SET customerId = :c, customerAccountId = :a, memberId = :m, communityId = :cid',
    ConditionExpression: 'attribute_not_exists(customerId) OR customerAccountId <> :a',
    ExpressionAttributeValues: { ':c': customerId, ':a': accountId, ':m': memberId, ':cid': communityId },
  },
});

/** The subscription → member index (the same values each time it is written). */
export const supporterSubscriptionWrite = (subscriptionId: string, communityId: string, memberId: string) => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.supporterSubscription(subscriptionId), subscriptionId, communityId, memberId },
  },
});

/** Flat counters ADDed on the community's SUPPORTERS item (it need not exist; the owner side never touches them). */
export function supportersCountersWrite(communityId: string, adds: Record<string, number>): TransactItem {
  const names = Object.keys(adds);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.supporters(communityId),
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:c${i}`, adds[n]])),
    },
  };
}

/** A paid invoice counted: fails (so its whole transaction does) when it was counted before. */
export const invoiceMark = (communityId: string, memberId: string, invoiceId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.supporterInvoice(communityId, invoiceId),
      invoiceId,
      memberId,
      countedAt: new Date().toISOString(),
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** The subscriber's paid-net ADD alone, when the invoice changes nothing else on their item. */
export const paidNetWrite = (communityId: string, memberId: string, paid: PaidNet): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.supporter(communityId, memberId),
    UpdateExpression: 'SET memberId = :m, communityId = :cid ADD #paid :net',
    ExpressionAttributeNames: { '#paid': `paidNet_${paid.currency}` },
    ExpressionAttributeValues: { ':m': memberId, ':cid': communityId, ':net': paid.net },
  },
});
