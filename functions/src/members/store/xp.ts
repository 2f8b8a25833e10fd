// gamification on the member item: the XP consumer's write of a member's XP, level and statistics, and the
// leaderboard index (GSI2 `C#<cid>#LB`, XP zero-padded) that the leaderboard and the directory read.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import type { MemberItem, XpChange } from '../model.ts';

/**
 * A member's new XP and level, its leaderboard key (GSI2, sorted by XP: the level follows the XP) and statistics, for
 * the XP consumer's transaction. Conditioned on the XP it was decided from, so a concurrent award makes it retry, and
 * on the member existing (an award never creates a member).
 */
export function xpChangeWrite(change: XpChange): TransactItem {
  const { communityId, memberId } = change;
  const stats = Object.entries(change.statistics).filter(([, by]) => by !== 0);
  const names: Record<string, string> = { '#level': 'level' };
  const values: Record<string, unknown> = {
    ':xp': change.toXp,
    ':level': change.toLevel,
    ...keysAsValues(keys.leaderboard(communityId, change.toXp, memberId)),
  };
  stats.forEach(([name, by], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = by;
  });
  if (change.fromXp !== undefined) values[':from'] = change.fromXp;
  const add = stats.length > 0 ? ` ADD ${stats.map((_, i) => `#s${i} :s${i}`).join(', ')}` : '';
  // The streak was decided from the member item this write is conditioned on (its XP), like the XP itself.
  let streak = '';
  if (change.streak) {
    values[':lastActiveDay'] = change.streak.lastActiveDay;
    values[':currentStreak'] = change.streak.currentStreak;
    values[':bestStreak'] = change.streak.bestStreak;
    streak = ', lastActiveDay = :lastActiveDay, currentStreak = :currentStreak, bestStreak = :bestStreak';
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.member(communityId, memberId),
      UpdateExpression: `SET xp = :xp, #level = :level, GSI2PK = :lbpk, GSI2SK = :lbsk${streak}${add}`,
      ConditionExpression:
        change.fromXp === undefined
          ? 'attribute_exists(PK) AND attribute_not_exists(xp)'
          : 'attribute_exists(PK) AND xp = :from',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

const keysAsValues = (key: { GSI2PK: string; GSI2SK: string }) => ({ ':lbpk': key.GSI2PK, ':lbsk': key.GSI2SK });

/** The partition key a leaderboard cursor must carry. */
export const leaderboardPartition = (communityId: string) => ({
  GSI2PK: keys.leaderboard(communityId, 0, '').GSI2PK,
});

/** The leaderboard: members by XP (so by level, then XP), highest first; one Query on GSI2. */
export async function queryLeaderboard(
  communityId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: MemberItem[]; lastKey: Record<string, unknown> | null }> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': leaderboardPartition(communityId).GSI2PK },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    items: (out.Items ?? []) as MemberItem[],
    lastKey: (out.LastEvaluatedKey as Record<string, unknown>) ?? null,
  };
}
