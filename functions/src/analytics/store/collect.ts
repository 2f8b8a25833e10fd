// The analytics write path's items: the raw batch (its event item, indexed for the rebuild), a visitor's day, the
// community's day of beacon aggregates, and the minute sets of "online now".
import { RAW_BEACON_TTL_DAYS } from '@hearth/shared/constants/analytics';
import type { EventDetail } from '@hearth/shared/schemas/events';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { utcDay } from '../../platform/activity.ts';
import { db, tableName } from '../../platform/db/client.ts';
import { getItem } from '../../platform/db/get.ts';
import { keys } from '../../platform/db/keys.ts';
import { type PageKey, queryIndexPage } from '../../platform/db/query.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import { outboxEvent } from '../../platform/events/port.ts';
import type { DayDelta, VisitorDayState } from '../aggregate.ts';

/** Raw batches per page of the rebuild's read (DynamoDB also stops a page at 1 MB). */
const BATCHES_PER_PAGE = 1_000;

const DAY_S = 86_400;
const ANALYTICS_DAY_TTL_SECONDS = 400 * DAY_S;
const VISITOR_DAY_TTL_SECONDS = 90 * DAY_S;
const ONLINE_MINUTE_TTL_SECONDS = 3_600;

const dayStartSeconds = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

/** The one write of a beacon batch: its event item, kept 90 days and indexed by community and first item's day. */
export async function putBeaconBatch(
  communityId: string,
  detail: EventDetail<'analytics.beacons'>,
  day: string,
  now = new Date(),
): Promise<void> {
  const { item } = outboxEvent('analytics.beacons', communityId, detail, now, {
    ttlSeconds: RAW_BEACON_TTL_DAYS * DAY_S,
    attributes: (eventId) => keys.beaconIndex(communityId, day, eventId),
  });
  const { client, commands } = await db();
  await client.send(new commands.PutCommand(item.Put!));
}

/** A batch's event item as the endpoint writes it, for an event made elsewhere (the load bench, with its own ids). */
export async function putBeaconBatchItem(event: DomainEvent<'analytics.beacons'>): Promise<void> {
  const day = utcDay(event.detail.items[0]!.at);
  const { item } = outboxEvent('analytics.beacons', event.communityId, event.detail, new Date(event.occurredAt), {
    id: event.id,
    ttlSeconds: RAW_BEACON_TTL_DAYS * DAY_S,
    attributes: (eventId) => keys.beaconIndex(event.communityId, day, eventId),
  });
  const { client, commands } = await db();
  await client.send(new commands.PutCommand(item.Put!));
}

interface StoredVisitorDay extends Omit<VisitorDayState, 'secs'> {
  secs: Set<number>;
}

/** A visitor's day as stored, or null before their first batch of the day (a consistent read). */
export async function getVisitorDay(
  communityId: string,
  visitor: string,
  day: string,
): Promise<VisitorDayState | null> {
  const item = await getItem<StoredVisitorDay>(keys.visitorDay(communityId, visitor, day));
  if (!item) return null;
  return {
    secs: [...item.secs].map(Number),
    device: item.device,
    os: item.os,
    country: item.country ?? null,
    ...(item.memberId ? { memberId: item.memberId } : {}),
    sessions: Number(item.sessions ?? 0),
    seconds: Number(item.seconds ?? 0),
    v: Number(item.v ?? 0),
  };
}

/**
 * The visitor-day as it now is, on the condition that nobody changed it since `priorV` (null: it must be new); with
 * `priorV` undefined, whatever is there (the rebuild's overwrite).
 */
export function putVisitorDay(
  communityId: string,
  visitor: string,
  day: string,
  state: VisitorDayState,
  priorV: number | null | undefined,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.visitorDay(communityId, visitor, day),
        ...state,
        secs: new Set(state.secs),
        country: state.country,
        day,
        ttl: dayStartSeconds(day) + VISITOR_DAY_TTL_SECONDS,
      },
      ...(priorV === undefined
        ? {}
        : priorV === null
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : {
              ConditionExpression: '#v = :v',
              ExpressionAttributeNames: { '#v': 'v' },
              ExpressionAttributeValues: { ':v': priorV },
            }),
    },
  };
}

/** Adds a delta (and retained members of the day's cohort) to the community's day item. */
export function addToAnalyticsDay(communityId: string, day: string, delta: DayDelta, retained: string[]): TransactItem {
  const names: Record<string, string> = { '#day': 'day', '#ttl': 'ttl' };
  const values: Record<string, unknown> = { ':day': day, ':ttl': dayStartSeconds(day) + ANALYTICS_DAY_TTL_SECONDS };
  const adds = Object.entries(delta).map(([name, by], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = by;
    return `#a${i} :a${i}`;
  });
  if (retained.length) {
    names['#retained'] = 'retained';
    values[':retained'] = new Set(retained);
    adds.push('#retained :retained');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.analyticsDay(communityId, day),
      UpdateExpression: `${adds.length ? `ADD ${adds.join(', ')} ` : ''}SET #day = :day, #ttl = if_not_exists(#ttl, :ttl)`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Adds visitors to one minute's sets of members and guests (kept an hour). */
export function addToOnlineMinute(
  communityId: string,
  minute: string,
  members: string[],
  guests: string[],
): TransactItem {
  const names: Record<string, string> = { '#ttl': 'ttl' };
  const values: Record<string, unknown> = {
    ':ttl': Math.floor(Date.parse(`${minute}:00Z`) / 1000) + ONLINE_MINUTE_TTL_SECONDS,
  };
  const adds: string[] = [];
  if (members.length) {
    names['#m'] = 'members';
    values[':m'] = new Set(members);
    adds.push('#m :m');
  }
  if (guests.length) {
    names['#g'] = 'guests';
    values[':g'] = new Set(guests);
    adds.push('#g :g');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.onlineMinute(communityId, minute),
      UpdateExpression: `ADD ${adds.join(', ')} SET #ttl = :ttl`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Every raw batch of a community indexed under one UTC day (the rebuild's read; GSI1, in arrival order, all pages). */
export async function queryBeaconBatches(
  communityId: string,
  day: string,
): Promise<DomainEvent<'analytics.beacons'>[]> {
  const partition = keys.beaconIndex(communityId, day, '').GSI1PK;
  const found: DomainEvent<'analytics.beacons'>[] = [];
  let startKey: PageKey | undefined;
  do {
    const page = await queryIndexPage<DomainEvent<'analytics.beacons'>>('GSI1', partition, {
      limit: BATCHES_PER_PAGE,
      startKey,
      newestFirst: false,
    });
    for (const { id, communityId: cid, occurredAt, detail } of page.items) {
      found.push({ id, type: 'analytics.beacons', communityId: cid, occurredAt, detail });
    }
    startKey = page.lastKey;
  } while (startKey);
  return found;
}

/** The rebuild's overwrite of a community's day: every beacon counter as recounted, the retained cohort as a set. */
export function replaceAnalyticsDay(
  communityId: string,
  day: string,
  totals: DayDelta,
  retained: string[],
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.analyticsDay(communityId, day),
        ...totals,
        ...(retained.length ? { retained: new Set(retained) } : {}),
        day,
        ttl: dayStartSeconds(day) + ANALYTICS_DAY_TTL_SECONDS,
      },
    },
  };
}
