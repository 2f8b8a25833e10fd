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

export const eventCounts: EventConsumer = {
  name: 'analytics.event-counts',
  domain: 'analytics',
  types: 'all',
  apply(event: DomainEvent) {
    const day = utcDay(event.occurredAt);
    return [
      {
        Update: {
          TableName: tableName(),
          Key: keys.eventStatsDay(event.communityId, day),
          UpdateExpression: 'ADD #counter :one, #total :one SET #day = :day, #ttl = if_not_exists(#ttl, :ttl)',
          ExpressionAttributeNames: {
            '#counter': eventCounter(event.type),
            '#total': 'total',
            '#day': 'day',
            '#ttl': 'ttl',
          },
          ExpressionAttributeValues: {
            ':one': 1,
            ':day': day,
            ':ttl': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + DAY_ITEM_TTL_SECONDS,
          },
        },
      },
    ];
  },
};
