// The owner overview's daily counters: platform's activity items (platform/activity.ts writes them with each
// sign-up, visit and post), read here by range.
import { db, tableName } from '../../platform/db/client.ts';
import { keys } from '../../platform/db/keys.ts';

export interface StatsDayItem {
  day: string;
  newMembers?: number;
  activeMembers?: number;
  posts?: number;
}

/** The daily counters between two UTC days, inclusive (one Query on `STATS#DAY#`, at most one item per day). */
export async function getStatsDays(communityId: string, fromDay: string, toDay: string): Promise<StatsDayItem[]> {
  const { client, commands } = await db();
  const out = await client.send(
    new commands.QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.statsDay(communityId, fromDay).PK,
        ':from': keys.statsDay(communityId, fromDay).SK,
        ':to': keys.statsDay(communityId, toDay).SK,
      },
    }),
  );
  return (out.Items ?? []) as StatsDayItem[];
}
