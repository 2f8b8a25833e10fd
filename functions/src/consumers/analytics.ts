// The analytics consumer: counts every delivered event per community, type and UTC day (the day of the event, not of
// its delivery), for the owner overview's engagement figures. Applied once per event by its (consumer, eventId) mark.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { utcDay } from '../platform/activity.ts';
import { tableName } from '../platform/db/client.ts';
import { keys } from '../platform/db/keys.ts';
import type { EventConsumer } from '../platform/events/consumer.ts';

const DAY_ITEM_TTL_SECONDS = 400 * 86_400;

/** The counter attribute of an event type on the day item. */
export const eventCounter = (type: string) => `count:${type}`;

/** One Update per community and day adding each type's count (and the total). */
function countUpdates(events: DomainEvent[]) {
  const byDay = new Map<string, { communityId: string; day: string; counts: Map<string, number> }>();
  for (const event of events) {
    const day = utcDay(event.occurredAt);
    const key = `${event.communityId}|${day}`;
    const entry = byDay.get(key) ?? { communityId: event.communityId, day, counts: new Map<string, number>() };
    entry.counts.set(event.type, (entry.counts.get(event.type) ?? 0) + 1);
    byDay.set(key, entry);
  }
  return [...byDay.values()].map(({ communityId, day, counts }) => {
    const types = [...counts];
    const names: Record<string, string> = { '#total': 'total', '#day': 'day', '#ttl': 'ttl' };
    const values: Record<string, unknown> = {
      ':total': events.filter((e) => e.communityId === communityId && utcDay(e.occurredAt) === day).length,
      ':day': day,
      ':ttl': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + DAY_ITEM_TTL_SECONDS,
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
  });
}

export const eventCounts: EventConsumer = {
  name: 'analytics.event-counts',
  domain: 'analytics',
  types: 'all',
  apply: (event: DomainEvent) => countUpdates([event]),
  applyMany: countUpdates,
};
