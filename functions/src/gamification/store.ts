// The gamification domain's DynamoDB access patterns: XP awards (what each source of XP gave, and to whom) and the
// daily cap counters. The member's XP and level live on the member item (members/store.ts, `xpChangeWrite`).
import type { XpKind } from '@hearth/shared/rules/xp';
import { tableName } from '../platform/db/client.ts';
import { getItem } from '../platform/db/get.ts';
import { keys } from '../platform/db/keys.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import type { MemberStatistic } from '../members/model.ts';

/** One member's share of an award, kept so that undoing it takes back exactly this. */
export interface XpGrantRecord {
  memberId: string;
  kind: XpKind;
  /** Base XP counted against the cap of `day`. */
  base: number;
  xp: number;
  day: string;
  statistic?: MemberStatistic;
}

/** What one source gives: whether it is in force, what it gave, and the event that last decided it (its ULID). */
export interface XpAwardItem {
  source: string;
  active: boolean;
  grants: XpGrantRecord[];
  ver: string;
}

/** How long a day's cap counter is kept (an undo refunds the day it was counted on). */
const CAP_TTL_SECONDS = 8 * 86_400;

/** One source's award (GetItem, consistent). */
export const getAward = (communityId: string, source: string) =>
  getItem<XpAwardItem>(keys.xpAward(communityId, source));

/** The award as decided, conditioned on the version it was decided from (no other event decided it meanwhile). */
export function awardWrite(communityId: string, award: XpAwardItem, fromVer: string | null): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.xpAward(communityId, award.source), ...award },
      ConditionExpression: fromVer === null ? 'attribute_not_exists(PK)' : 'ver = :from',
      ...(fromVer === null ? {} : { ExpressionAttributeValues: { ':from': fromVer } }),
    },
  };
}

/** A member's cap counters of one day: base XP earned per kind (GetItem, consistent). */
export async function getCaps(
  communityId: string,
  memberId: string,
  day: string,
): Promise<Partial<Record<XpKind, number>>> {
  const item = await getItem<Record<string, unknown>>(keys.xpCap(communityId, memberId, day));
  return (item ?? {}) as Partial<Record<XpKind, number>>;
}

/** Moves one kind's counter of a day by `by`, conditioned on the value it was decided from. */
export function capWrite(
  communityId: string,
  memberId: string,
  day: string,
  kind: XpKind,
  from: number | undefined,
  by: number,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.xpCap(communityId, memberId, day),
      UpdateExpression: 'ADD #kind :by SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: from === undefined ? 'attribute_not_exists(#kind)' : '#kind = :from',
      ExpressionAttributeNames: { '#kind': kind, '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':by': by,
        ':ttl': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + CAP_TTL_SECONDS,
        ...(from === undefined ? {} : { ':from': from }),
      },
    },
  };
}
