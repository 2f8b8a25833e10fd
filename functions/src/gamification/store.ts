// The gamification domain's DynamoDB access patterns: XP awards (what each source of XP gave, and to whom) and the
// daily cap counters. The member's XP and level live on the member item (members/store/xp.ts, `xpChangeWrite`).
import { type XpKind, XP_TABLE } from '@hearth/shared/rules/xp';
import { tableName } from '../platform/db/client.ts';
import { batchGetItems } from '../platform/db/batch.ts';
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

/** A member's claim of a quest in a period (kept as long as the period can still be shown, then expired). */
export interface QuestClaimItem {
  questId: string;
  period: string;
  memberId: string;
  xp: number;
  claimedAt: string;
}

/** Claims are kept for a while after a daily or weekly period ends; a milestone's (`ever`) forever. */
const CLAIM_TTL_SECONDS = 15 * 86_400;

/**
 * What a member's quests are read from, in one BatchGetItem: the cap counters of the given days and the member's
 * claims of the given (period, quest) pairs.
 */
export async function questReads(
  communityId: string,
  memberId: string,
  days: string[],
  claims: Array<{ period: string; questId: string }>,
): Promise<{ caps: Map<string, Partial<Record<XpKind, number>>>; claimed: Set<string> }> {
  const capKeys = days.map((day) => keys.xpCap(communityId, memberId, day));
  const claimKeys = claims.map((c) => keys.questClaim(communityId, memberId, c.period, c.questId));
  const items = await batchGetItems<Record<string, unknown>>([...capKeys, ...claimKeys]);
  const caps = new Map<string, Partial<Record<XpKind, number>>>();
  const claimed = new Set<string>();
  for (const item of items) {
    if (typeof item.questId === 'string') claimed.add(`${item.period as string}|${item.questId}`);
    else {
      const counters = Object.entries(item).filter(([kind]) => kind in XP_TABLE);
      caps.set(item.SK as string, Object.fromEntries(counters) as Partial<Record<XpKind, number>>);
    }
  }
  return { caps, claimed };
}

/** The claim, written once (a second claim of the same quest in the same period fails its condition). */
export function questClaimWrite(communityId: string, claim: QuestClaimItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.questClaim(communityId, claim.memberId, claim.period, claim.questId),
        ...claim,
        ...(claim.period === 'ever' ? {} : { ttl: Math.floor(Date.parse(claim.claimedAt) / 1000) + CLAIM_TTL_SECONDS }),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
