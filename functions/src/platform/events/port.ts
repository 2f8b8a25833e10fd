// The events port. Services never publish after their write: they add `outboxEvent(...)`'s item to the write itself
// (the transactional outbox), and the table's stream delivers it (dispatcher.ts). In AWS the dispatcher puts events on
// EventBridge (`eventBridgeAdapter`); the bus's rules invoke one consumer Lambda per consuming domain. Locally the
// stream reader hands the same batches to the same dispatcher, whose sink runs the consumers in process.
import type { DomainEvent, EventDetail, EventType } from '@hearth/shared/schemas/events';
import { ulid } from 'ulid';
import { once } from '../aws/lazy.ts';
import { config } from '../config.ts';
import { tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { TransactItem } from '../db/transact.ts';

export type { DomainEvent, EventType } from '@hearth/shared/schemas/events';

export type Consumer = (event: DomainEvent) => Promise<void>;

export interface EventsAdapter {
  publish(events: DomainEvent[]): Promise<void>;
}

/** How long an event item stays in the table after it was written (the stream keeps records 24 hours). */
export const EVENT_TTL_SECONDS = 3 * 86_400;

/** For an event item that is also kept as a record (a raw analytics batch): how long, and the index keys it carries. */
export interface OutboxOptions {
  /** Instead of EVENT_TTL_SECONDS. */
  ttlSeconds?: number;
  /** Extra attributes of the item given the event's id (e.g. a secondary index's keys); never the keys or envelope. */
  attributes?: (eventId: string) => Record<string, unknown>;
  /** The event's id, when the caller chose it (tests, seeds); a new ULID otherwise. */
  id?: string;
}

/**
 * A domain event and the Put that commits it: add `item` to the TransactWriteItems of the change it reports, so the
 * change and its event are written together or not at all.
 */
export function outboxEvent<T extends EventType>(
  type: T,
  communityId: string,
  detail: EventDetail<T>,
  now = new Date(),
  options: OutboxOptions = {},
): { event: DomainEvent<T>; item: TransactItem } {
  const event: DomainEvent<T> = { id: options.id ?? ulid(), type, communityId, occurredAt: now.toISOString(), detail };
  return {
    event,
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.event(communityId, event.id),
          ...options.attributes?.(event.id),
          ...event,
          ttl: Math.floor(now.getTime() / 1000) + (options.ttlSeconds ?? EVENT_TTL_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}

/** `outboxEvent`'s item alone, for a transaction's item list. */
export const outboxItem = <T extends EventType>(type: T, communityId: string, detail: EventDetail<T>): TransactItem =>
  outboxEvent(type, communityId, detail).item;

export const EVENT_SOURCE = 'hearth';

const eventBridge = once(async () => {
  const sdk = await import('@aws-sdk/client-eventbridge');
  return { client: new sdk.EventBridgeClient({ region: config().region }), sdk };
});

/** The dispatcher's sink in AWS: the events on the bus, each entry's detail the whole event. */
export function eventBridgeAdapter(): EventsAdapter {
  return {
    async publish(events) {
      const { client, sdk } = await eventBridge();
      // PutEvents takes at most 10 entries per call.
      for (let i = 0; i < events.length; i += 10) {
        const out = await client.send(
          new sdk.PutEventsCommand({
            Entries: events.slice(i, i + 10).map((e) => ({
              Source: EVENT_SOURCE,
              DetailType: e.type,
              EventBusName: config().eventBusName,
              Detail: JSON.stringify(e),
            })),
          }),
        );
        if (out.FailedEntryCount) {
          const failed = out.Entries?.find((e) => e.ErrorCode);
          throw new Error(`PutEvents failed for ${out.FailedEntryCount} entries: ${failed?.ErrorCode ?? 'unknown'}`);
        }
      }
    },
  };
}

/** Unit tests only: events queue in memory and `drain()` runs every subscribed consumer once per event. */
export function inProcessAdapter(consumers: Record<string, Consumer[]> = {}) {
  const queue: DomainEvent[] = [];
  return {
    consumers,
    async publish(events: DomainEvent[]) {
      queue.push(...events);
    },
    pending: () => queue.length,
    async drain() {
      while (queue.length) {
        const event = queue.shift()!;
        for (const consume of consumers[event.type] ?? []) await consume(event);
      }
    },
  };
}
