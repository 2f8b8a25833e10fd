// The analytics domain's items: the day item (events counted per community, type and UTC day).
import { tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import type { TransactItem } from '../platform/db/transact.ts';

/** The counter attribute of an event type on the day item. */
export const eventCounter = (type: string) => `count:${type}`;

/** Adds each type's count (and their total) to a community's day item, for the consumer's transaction. */
export function addEventCounts(
  communityId: string,
  day: string,
  counts: Map<string, number>,
  ttl: number,
): TransactItem {
  const types = [...counts];
  const names: Record<string, string> = { '#total': 'total', '#day': 'day', '#ttl': 'ttl' };
  const values: Record<string, unknown> = {
    ':total': types.reduce((sum, [, n]) => sum + n, 0),
    ':day': day,
    ':ttl': ttl,
  };
  types.forEach(([type, n], i) => {
    names[`#c${i}`] = eventCounter(type);
    values[`:n${i}`] = n;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.eventStatsDay(communityId, day),
      UpdateExpression: `ADD ${types.map((_, i) => `#c${i} :n${i}`).join(', ')}, #total :total SET #day = :day, #ttl = if_not_exists(#ttl, :ttl)`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
