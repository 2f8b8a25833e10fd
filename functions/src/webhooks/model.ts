// The webhooks domain's items: a community's endpoint (with its signing secret) and one event's delivery to one
// endpoint, and the views the owner reads (never the secret, never the body sent).
import type { WebhookEventType } from '@hearth/shared/rules/webhooks';
import type { WebhookDelivery, WebhookEndpoint } from '@hearth/shared/schemas/webhooks';

export interface EndpointItem {
  communityId: string;
  id: string;
  url: string;
  eventTypes: WebhookEventType[];
  description: string;
  enabled: boolean;
  secret: string;
  createdAt: string;
  /** The first failed attempt since the last success (null: the last attempt succeeded, or none was made). */
  failingSince: string | null;
  /** Set when the platform disabled the endpoint after failing for 24 hours. */
  disabledReason: 'failing' | null;
}

export type DeliveryStatus = WebhookDelivery['status'];

export interface DeliveryItem {
  communityId: string;
  endpointId: string;
  /** The event's id: one delivery per (event, endpoint). */
  id: string;
  eventType: WebhookEventType;
  /** The JSON body sent on every attempt (signed afresh each time). */
  body: string;
  status: DeliveryStatus;
  attempts: number;
  responseCode: number | null;
  responseTruncated: boolean;
  error: string | null;
  createdAt: string;
  firstAttemptAt: string | null;
  lastAttemptAt: string | null;
  /** When the retry job sends it next (null: nothing due — succeeded, or given up). */
  nextAttemptAt: string | null;
}

/** How long a delivery is kept (its log and its body). */
export const DELIVERY_TTL_SECONDS = 30 * 86_400;

/** The Hearth-Webhook-Id of a delivery: the same on every attempt and resend, so a receiver can drop repeats. */
export const webhookIdOf = (delivery: Pick<DeliveryItem, 'id' | 'endpointId'>) =>
  `${delivery.endpointId}_${delivery.id}`;

export const endpointView = (item: EndpointItem): WebhookEndpoint => ({
  id: item.id,
  url: item.url,
  eventTypes: item.eventTypes,
  description: item.description,
  enabled: item.enabled,
  createdAt: item.createdAt,
  failingSince: item.failingSince,
  disabledReason: item.disabledReason,
});

export const deliveryView = (item: DeliveryItem): WebhookDelivery => ({
  id: item.id,
  eventId: item.id,
  eventType: item.eventType,
  status: item.status,
  responseCode: item.responseCode,
  responseTruncated: item.responseTruncated,
  error: item.error,
  attempts: item.attempts,
  createdAt: item.createdAt,
  lastAttemptAt: item.lastAttemptAt,
  nextAttemptAt: item.nextAttemptAt,
});
