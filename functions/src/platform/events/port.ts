// The events port: services publish domain events; consumers (notifications, XP, analytics) subscribe.
// In AWS the adapter puts events on EventBridge; locally they are delivered in-process after the response.
import { ulid } from 'ulid';
import { once } from '../aws/lazy.ts';
import { config } from '../config.ts';

export interface DomainEvent<T = Record<string, unknown>> {
  id: string;
  type: string;
  communityId: string;
  occurredAt: string;
  detail: T;
}

export type Consumer = (event: DomainEvent) => Promise<void>;

export interface EventsAdapter {
  publish(events: DomainEvent[]): Promise<void>;
}

const EVENT_SOURCE = 'hearth';

const eventBridge = once(async () => {
  const sdk = await import('@aws-sdk/client-eventbridge');
  return { client: new sdk.EventBridgeClient({ region: config().region }), sdk };
});

export function eventBridgeAdapter(): EventsAdapter {
  return {
    async publish(events) {
      const { client, sdk } = await eventBridge();
      // PutEvents takes at most 10 entries per call.
      for (let i = 0; i < events.length; i += 10) {
        await client.send(
          new sdk.PutEventsCommand({
            Entries: events.slice(i, i + 10).map((e) => ({
              Source: EVENT_SOURCE,
              DetailType: e.type,
              EventBusName: config().eventBusName,
              Detail: JSON.stringify(e),
            })),
          }),
        );
      }
    },
  };
}

/** Local and test delivery: events queue in memory and `drain()` runs every subscribed consumer once per event. */
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

let adapter: EventsAdapter | undefined;

export function setEventsAdapter(next: EventsAdapter): void {
  adapter = next;
}

export async function publish<T extends Record<string, unknown>>(
  type: string,
  communityId: string,
  detail: T,
): Promise<DomainEvent<T>> {
  const event: DomainEvent<T> = { id: ulid(), type, communityId, occurredAt: new Date().toISOString(), detail };
  adapter ??= eventBridgeAdapter();
  await adapter.publish([event]);
  return event;
}
