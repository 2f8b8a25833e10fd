// Daily activity counters of a community (the overview's member activity): new members, distinct active members
// and posts per UTC day. Each counter changes in the same write as the action it counts, so it never drifts; the
// owner overview (communities) reads a range of days here.
import { db, tableName } from './db/client.ts';
import { keys } from './db/keys.ts';
import type { TransactItem } from './db/transact.ts';

export type DailyCounter = 'newMembers' | 'activeMembers' | 'posts';

/** The UTC day (YYYY-MM-DD) of a moment. */
export const utcDay = (at: Date | string | number = Date.now()) => new Date(at).toISOString().slice(0, 10);

const DAY_ITEM_TTL_SECONDS = 400 * 86_400;
const ACTIVE_MARK_TTL_SECONDS = 2 * 86_400;

/** An Update for a transaction: adds `by` to one counter of the day. */
export function countOnDay(communityId: string, counter: DailyCounter, at: Date | string, by = 1): TransactItem {
  const day = utcDay(at);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.statsDay(communityId, day),
      UpdateExpression: 'ADD #counter :by SET #day = :day, #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#counter': counter, '#day': 'day', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':by': by,
        ':day': day,
        ':ttl': Math.floor(new Date(`${day}T00:00:00Z`).getTime() / 1000) + DAY_ITEM_TTL_SECONDS,
      },
    },
  };
}

/** Members this container already counted today: skips the write (and its failed condition) on repeat visits. */
const seenToday = new Set<string>();
const SEEN_MAX = 10_000;

/**
 * Counts a member as active today, once per day: a conditional mark and the counter in one transaction. A member
 * already counted today fails the condition, which is the expected outcome, not an error.
 */
export async function recordActive(communityId: string, memberId: string, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const seenKey = `${communityId}|${day}|${memberId}`;
  if (seenToday.has(seenKey)) return;
  if (seenToday.size > SEEN_MAX) seenToday.clear();
  seenToday.add(seenKey);
  const { client, commands } = await db();
  try {
    await client.send(
      new commands.TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.activeMark(communityId, day, memberId),
                ttl: Math.floor(now.getTime() / 1000) + ACTIVE_MARK_TTL_SECONDS,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          countOnDay(communityId, 'activeMembers', now),
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
  }
}

export interface StatsDayItem {
  day: string;
  newMembers?: number;
  activeMembers?: number;
  posts?: number;
}

/** Whether an item of the `STATS#DAY#` range is the day's counters item itself (not an item sorted beside it). */
const isStatsDay = (communityId: string, item: Record<string, unknown>) =>
  typeof item.day === 'string' && item.SK === keys.statsDay(communityId, item.day).SK;

/**
 * Every item from `STATS#DAY#<from>` to `STATS#DAY#<to>#~` of the community's partition, paging on: the day counters
 * and the items other domains keep beside them (`STATS#DAY#<day>#…`, e.g. a day's beacon aggregates). One Query
 * unless the range outgrows a 1 MB page.
 */
async function queryDayRange(communityId: string, fromDay: string, toDay: string, through: string) {
  const { client, commands } = await db();
  const items: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new commands.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.statsDay(communityId, fromDay).PK,
          ':from': keys.statsDay(communityId, fromDay).SK,
          ':to': `${keys.statsDay(communityId, toDay).SK}${through}`,
        },
        ExclusiveStartKey,
      }),
    );
    items.push(...((out.Items ?? []) as Array<Record<string, unknown>>));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * The daily counters between two UTC days, inclusive (one Query on `STATS#DAY#`, at most one item per day). Items
 * kept beside a day's counters (`STATS#DAY#<day>#…`) fall inside the range too; only the counters are answered.
 */
export async function getStatsDays(communityId: string, fromDay: string, toDay: string): Promise<StatsDayItem[]> {
  const items = await queryDayRange(communityId, fromDay, toDay, '');
  return items.filter((item) => isStatsDay(communityId, item)) as unknown as StatsDayItem[];
}

/**
 * A range of days in ONE Query: the daily counters, and every other item sorted beside them (`STATS#DAY#<day>#…`,
 * the `to` day's included) for the domain that owns it to decode.
 */
export async function getDayItems(
  communityId: string,
  fromDay: string,
  toDay: string,
): Promise<{ stats: StatsDayItem[]; beside: Array<Record<string, unknown>> }> {
  const items = await queryDayRange(communityId, fromDay, toDay, '#~');
  const stats: StatsDayItem[] = [];
  const beside: Array<Record<string, unknown>> = [];
  for (const item of items) {
    if (isStatsDay(communityId, item)) stats.push(item as unknown as StatsDayItem);
    else beside.push(item);
  }
  return { stats, beside };
}
