// The billing items: a community's (its subscription), an owner-app account's (customer, card, and a subscription
// paid for before its community exists), the customer → owner index, the applied webhook events, and the
// payment-failed e-mail claims. Every write of a billing item is conditioned on the version it was decided from.
import { batchGetItems } from '../../platform/db/batch.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { putIfAbsent } from '../../platform/db/conditional.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import { type BillingState, emptyBilling } from '../model.ts';

/** Which billing item: a community's, or an owner-app account's. */
export type BillingTarget = { kind: 'community'; communityId: string } | { kind: 'owner'; ownerMemberId: string };

interface BillingItem {
  state: BillingState;
  version: number;
  customerId?: string;
  /** Owner items: the subscriptions communities took, by subscription id. */
  takenBy?: Record<string, string>;
}

/** A billing item as read: its state, the version a write must condition on (0: none yet), what was taken. */
export interface HeldBilling {
  state: BillingState;
  version: number;
  takenBy: Record<string, string>;
}

const keyOf = (t: BillingTarget) =>
  t.kind === 'community' ? keys.billing(t.communityId) : keys.ownerBilling(t.ownerMemberId);

const held = (item: BillingItem | null | undefined): HeldBilling => ({
  state: item
    ? { ...emptyBilling(), ...item.state, customerId: item.customerId ?? item.state.customerId }
    : emptyBilling(),
  version: item?.version ?? 0,
  takenBy: item?.takenBy ?? {},
});

/** One billing item, read consistently before a change is decided on it (GetItem). */
export async function getBilling(target: BillingTarget): Promise<HeldBilling> {
  return held(await getItem<BillingItem>(keyOf(target)));
}

const versionCondition = (version: number) => (version === 0 ? 'attribute_not_exists(version)' : 'version = :v');

/** The item's new state as a write fragment, only if it is still at `version` (else the change is decided again). */
export function billingWrite(target: BillingTarget, state: BillingState, version: number): TransactItem {
  const owner =
    target.kind === 'community' ? { communityId: target.communityId } : { ownerMemberId: target.ownerMemberId };
  const sets = ['#state = :state', 'version = :next', ...Object.keys(owner).map((f) => `${f} = :${f}`)];
  if (state.customerId) sets.push('customerId = if_not_exists(customerId, :customerId)');
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(target),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: versionCondition(version),
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':state': state,
        ':next': version + 1,
        ...(version === 0 ? {} : { ':v': version }),
        ...Object.fromEntries(Object.entries(owner).map(([f, v]) => [`:${f}`, v])),
        ...(state.customerId ? { ':customerId': state.customerId } : {}),
      },
    },
  };
}

/** How long an applied webhook event is remembered: longer than Stripe retries a delivery (3 days). */
const EVENT_MARK_TTL_SECONDS = 15 * 86_400;

/** The webhook event recorded as applied: fails (so its whole transaction does) when it was applied before. */
export const providerEventMark = (eventId: string, type: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.providerEvent(eventId),
      eventId,
      type,
      appliedAt: new Date().toISOString(),
      ttl: Math.floor(Date.now() / 1000) + EVENT_MARK_TTL_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** The owner-app account a provider customer belongs to, or null (GetItem on the index item). */
export async function customerOwner(customerId: string): Promise<string | null> {
  const item = await getItem<{ ownerMemberId: string }>(keys.billingCustomer(customerId), { consistent: false });
  return item?.ownerMemberId ?? null;
}

/** An owner's new customer: set on their billing item (only if it has none yet) and indexed by customer id. */
export function newCustomerWrites(ownerMemberId: string, customerId: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.ownerBilling(ownerMemberId),
        UpdateExpression:
          'SET customerId = :c, ownerMemberId = :o, version = if_not_exists(version, :zero) + :one, ' +
          '#state = if_not_exists(#state, :empty)',
        ConditionExpression: 'attribute_not_exists(customerId)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':c': customerId,
          ':o': ownerMemberId,
          ':zero': 0,
          ':one': 1,
          ':empty': emptyBilling(),
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.billingCustomer(customerId), customerId, ownerMemberId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/**
 * The owner's pending subscription taken by a new community: the owner item forgets it (and remembers which
 * community took it, so later events about it find that community), the community's billing item starts with it.
 */
export function takePendingWrites(
  ownerMemberId: string,
  owner: HeldBilling,
  communityId: string,
  subscriptionId: string,
): TransactItem[] {
  const { subscription, stamp, subscriptionStamp, checkoutPaid } = owner.state;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.ownerBilling(ownerMemberId),
        UpdateExpression: 'SET #state = :state, takenBy = :taken, version = :next',
        ConditionExpression: versionCondition(owner.version),
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':state': { ...owner.state, subscription: null, stamp: null, subscriptionStamp: null, checkoutPaid: false },
          ':taken': { ...owner.takenBy, [subscriptionId]: communityId },
          ':next': owner.version + 1,
          ...(owner.version === 0 ? {} : { ':v': owner.version }),
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.billing(communityId),
          communityId,
          ...(owner.state.customerId ? { customerId: owner.state.customerId } : {}),
          state: {
            ...emptyBilling(),
            customerId: owner.state.customerId,
            subscription,
            stamp,
            subscriptionStamp: subscriptionStamp ?? null,
            checkoutPaid,
          },
          version: 1,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

type Key = { PK: string; SK: string };
const sameKey = (item: Key, key: Key) => item.PK === key.PK && item.SK === key.SK;

/**
 * /subscription's reads in one BatchGet: the community item and the caller's staff record (keys from the
 * communities domain), the community's billing item and the caller's own (their customer and card).
 */
export async function getOwnerView<C, S>(communityKey: Key, staffKey: Key, communityId: string, appMemberId: string) {
  const billingKey = keys.billing(communityId);
  const ownerKey = keys.ownerBilling(appMemberId);
  const items = await batchGetItems<Key & Record<string, unknown>>([communityKey, staffKey, billingKey, ownerKey]);
  const find = (key: Key) => items.find((item) => sameKey(item, key)) ?? null;
  return {
    community: find(communityKey) as C | null,
    staff: find(staffKey) as S | null,
    billing: held(find(billingKey) as BillingItem | null),
    owner: held(find(ownerKey) as BillingItem | null),
  };
}

/** The payment-failed e-mail of an event claimed for sending; false when it was claimed before. */
export const claimBillingMail = (communityId: string, eventId: string) =>
  putIfAbsent({ ...keys.billingMail(communityId, eventId), claimedAt: new Date().toISOString() });

/** Gives a claim back after the e-mail could not be sent, so a redelivery tries again. */
export async function releaseBillingMail(communityId: string, eventId: string): Promise<void> {
  const { client, commands } = await db();
  await client.send(
    new commands.DeleteCommand({ TableName: tableName(), Key: keys.billingMail(communityId, eventId) }),
  );
}
