// The delivery consumer: each event a webhook hears (events.ts) becomes one delivery per enabled endpoint of the
// community subscribed to its type — conditional puts keyed on (event, endpoint), committed with the applied mark, so a
// redelivered event creates and sends nothing again — and each is sent at once after the commit. A send that does not
// happen (a crash after the commit) is still due in the retry index a minute later.
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { eachLimited } from '../../platform/each-limited.ts';
import { attemptDelivery } from '../deliver.ts';
import { webhookBody, webhookEventOf, SOURCE_EVENT_TYPES } from '../events.ts';
import { type DeliveryItem, webhookIdOf } from '../model.ts';
import * as store from '../store.ts';

/** The first send's fallback: due for the retry job if the send right after the commit never happened. */
const FALLBACK_DELAY_MS = 60_000;

/** The deliveries an event makes: one per enabled endpoint subscribed to its webhook type. */
async function deliveriesOf(event: DomainEvent, now = new Date()): Promise<DeliveryItem[]> {
  const webhookEvent = webhookEventOf(event);
  if (!webhookEvent) return [];
  const endpoints = await store.listEndpoints(event.communityId);
  return endpoints
    .filter((endpoint) => endpoint.enabled && endpoint.eventTypes.includes(webhookEvent.type))
    .map((endpoint) => {
      const ids = { id: event.id, endpointId: endpoint.id };
      return {
        communityId: event.communityId,
        ...ids,
        eventType: webhookEvent.type,
        body: webhookBody(event, webhookEvent, webhookIdOf(ids)),
        status: 'pending',
        attempts: 0,
        responseCode: null,
        responseTruncated: false,
        error: null,
        createdAt: now.toISOString(),
        firstAttemptAt: null,
        lastAttemptAt: null,
        nextAttemptAt: new Date(now.getTime() + FALLBACK_DELAY_MS).toISOString(),
      } satisfies DeliveryItem;
    });
}

export const webhookDeliveries: EventConsumer = {
  name: 'webhooks.deliveries',
  domain: 'webhooks',
  types: SOURCE_EVENT_TYPES,
  async apply(event) {
    return (await deliveriesOf(event)).map(store.newDeliveryWrite);
  },
  async afterApply(event, effect) {
    if (effect.length === 0) return;
    const endpoints = await store.listEndpoints(event.communityId);
    const deliveries = effect.map((write) => write.Put!.Item as DeliveryItem);
    await eachLimited(deliveries, async (delivery) => {
      const endpoint = endpoints.find((e) => e.id === delivery.endpointId) ?? null;
      const read = await store.getDelivery(delivery.communityId, delivery.endpointId, delivery.id);
      if (read?.attempts === 0) await attemptDelivery(read, endpoint);
    });
  },
};
