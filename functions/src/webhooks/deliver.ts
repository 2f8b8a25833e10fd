// One attempt of a delivery: sign the body afresh, send it, record the answer, and schedule the next attempt by the
// backoff (shared/src/rules/webhooks.ts) until 24 hours after the first; then the delivery is `failed` (the dead
// letter: kept in the log, resendable). An endpoint failing for 24 hours is disabled and its owner e-mailed.
import { nextWebhookAttempt, webhookEndpointExhausted } from '@hearth/shared/rules/webhooks';
import { logger } from '../platform/log.ts';
import { sendEndpointDisabledMail } from './mail.ts';
import { type DeliveryItem, type EndpointItem, webhookIdOf } from './model.ts';
import { sendWebhook, type WebhookSender } from './send.ts';
import { webhookSignature } from './signature.ts';
import * as store from './store.ts';

/** The headers of one attempt: the signature of this attempt's timestamp, the delivery's id and its event type. */
export const deliveryHeaders = (delivery: DeliveryItem, secret: string, now: Date) => ({
  'content-type': 'application/json',
  'user-agent': 'Hearth-Webhooks/1.0',
  'hearth-signature': webhookSignature(secret, Math.floor(now.getTime() / 1000), delivery.body),
  'hearth-webhook-id': webhookIdOf(delivery),
  'hearth-event': delivery.eventType,
});

/** A delivery that will not be sent: its endpoint is gone or disabled. Kept in the log as failed. */
const abandoned = (delivery: DeliveryItem, why: string): DeliveryItem => ({
  ...delivery,
  status: 'failed',
  error: why,
  nextAttemptAt: null,
});

/** After a failed attempt: the endpoint's failing record, disabled (and its owner e-mailed) after 24 hours of it. */
async function recordFailure(endpoint: EndpointItem, now: Date) {
  const since = endpoint.failingSince ?? now.toISOString();
  if (!endpoint.failingSince) await store.setEndpointFailingSince(endpoint.communityId, endpoint.id, since);
  if (!webhookEndpointExhausted(Date.parse(since), now.getTime())) return;
  if (!(await store.disableFailingEndpoint(endpoint.communityId, endpoint.id))) return;
  logger.warn('webhook endpoint disabled after failing for 24 hours', {
    communityId: endpoint.communityId,
    endpointId: endpoint.id,
  });
  await sendEndpointDisabledMail(endpoint);
}

/** Sends one attempt of the delivery to its endpoint (as read now) and saves the outcome; answers the delivery. */
export async function attemptDelivery(
  delivery: DeliveryItem,
  endpoint: EndpointItem | null,
  now = new Date(),
  send: WebhookSender = sendWebhook,
): Promise<DeliveryItem> {
  if (!endpoint || !endpoint.enabled) {
    const gone = abandoned(delivery, endpoint ? 'The endpoint is disabled.' : 'The endpoint was deleted.');
    await store.saveDelivery(gone);
    return gone;
  }
  const result = await send(endpoint.url, deliveryHeaders(delivery, endpoint.secret, now), delivery.body);
  const at = now.toISOString();
  const attempts = delivery.attempts + 1;
  const firstAttemptAt = delivery.firstAttemptAt ?? at;
  const next = result.ok ? null : nextWebhookAttempt(Date.parse(firstAttemptAt), now.getTime(), attempts);
  const saved: DeliveryItem = {
    ...delivery,
    status: result.ok ? 'succeeded' : next === null ? 'failed' : 'pending',
    attempts,
    responseCode: result.responseCode,
    responseTruncated: result.responseTruncated,
    error: result.error,
    firstAttemptAt,
    lastAttemptAt: at,
    nextAttemptAt: next === null ? null : new Date(next).toISOString(),
  };
  await store.saveDelivery(saved);
  if (result.ok && endpoint.failingSince) {
    await store.setEndpointFailingSince(endpoint.communityId, endpoint.id, null);
  } else if (!result.ok) {
    await recordFailure(endpoint, now);
  }
  logger.info('webhook delivery attempted', {
    communityId: delivery.communityId,
    endpointId: delivery.endpointId,
    eventId: delivery.id,
    attempts,
    status: saved.status,
    responseCode: saved.responseCode,
  });
  return saved;
}
