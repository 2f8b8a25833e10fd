// The owner's side of outbound webhooks: list, create, update, delete, rotate the secret, read an endpoint's deliveries
// and resend one. Each is access (the community's owner, a plan of Premium or above) → rules → one write.
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { planFeatureRefusal, planInForce } from '@hearth/shared/rules/plan-features';
import { WEBHOOK_DELIVERIES_SHOWN, WEBHOOK_ENDPOINTS_MAX } from '@hearth/shared/rules/webhooks';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@hearth/shared/schemas/webhooks';
import { ulid } from 'ulid';
import { type CommunityItem, communityItemKey, type StaffItem, staffItemKey } from '../communities/plan.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal, refusalSaying } from '../platform/http/errors.ts';
import { attemptDelivery } from './deliver.ts';
import { deliveryView, type EndpointItem, endpointView } from './model.ts';
import { newWebhookSecret } from './signature.ts';
import * as store from './store.ts';

/**
 * Passes when the caller is the community's owner and its plan has the Users API (Premium and above): other staff
 * learn it is the owner's (403), anyone else only "not yours" (404). One BatchGet.
 */
async function assertOwner(actor: Actor, communityId: string): Promise<void> {
  const view = await store.getStaffView<CommunityItem, StaffItem>(
    communityItemKey(communityId),
    staffItemKey(communityId, actor.memberId),
  );
  if (!view.community || !view.staff) throw refusal('NOT_STAFF');
  if (view.staff.accessLevel < ACCESS_LEVEL_OWNER) throw refusal('WEBHOOK_OWNER_ONLY');
  const refused = planFeatureRefusal('usersApi', planInForce(view.community));
  if (refused) throw refusalSaying(refused.code, refused.message);
}

async function ownedEndpoint(actor: Actor, communityId: string, endpointId: string): Promise<EndpointItem> {
  await assertOwner(actor, communityId);
  const endpoint = await store.getEndpoint(communityId, endpointId);
  if (!endpoint) throw refusal('WEBHOOK_MISSING');
  return endpoint;
}

export async function listWebhooks(actor: Actor, communityId: string) {
  await assertOwner(actor, communityId);
  const endpoints = await store.listEndpoints(communityId);
  return { endpoints: endpoints.map(endpointView), limit: WEBHOOK_ENDPOINTS_MAX };
}

export async function createWebhook(
  actor: Actor,
  communityId: string,
  body: Required<CreateWebhookBody>,
  now = new Date(),
): Promise<WebhookEndpointWithSecret> {
  await assertOwner(actor, communityId);
  if ((await store.listEndpoints(communityId)).length >= WEBHOOK_ENDPOINTS_MAX) {
    throw refusal('WEBHOOK_LIMIT', WEBHOOK_ENDPOINTS_MAX);
  }
  const item: EndpointItem = {
    communityId,
    id: ulid(),
    url: body.url,
    eventTypes: body.eventTypes,
    description: body.description,
    enabled: true,
    secret: newWebhookSecret(),
    createdAt: now.toISOString(),
    failingSince: null,
    disabledReason: null,
  };
  await store.putEndpoint(item, true);
  return { ...endpointView(item), secret: item.secret };
}

export async function updateWebhook(
  actor: Actor,
  communityId: string,
  endpointId: string,
  body: UpdateWebhookBody,
): Promise<WebhookEndpoint> {
  const current = await ownedEndpoint(actor, communityId, endpointId);
  const enabling = body.enabled === true && !current.enabled;
  const item: EndpointItem = {
    ...current,
    eventTypes: body.eventTypes ?? current.eventTypes,
    enabled: body.enabled ?? current.enabled,
    // Enabled again by the owner: a fresh start, not still "failing for 24 hours".
    ...(enabling ? { failingSince: null, disabledReason: null } : {}),
  };
  if (!(await store.putEndpoint(item, false))) throw refusal('WEBHOOK_MISSING');
  return endpointView(item);
}

export async function deleteWebhook(actor: Actor, communityId: string, endpointId: string): Promise<void> {
  await assertOwner(actor, communityId);
  if (!(await store.deleteEndpoint(communityId, endpointId))) throw refusal('WEBHOOK_MISSING');
}

/** A new signing secret, in force at once (the old one signs nothing more). */
export async function rotateWebhookSecret(
  actor: Actor,
  communityId: string,
  endpointId: string,
): Promise<WebhookEndpointWithSecret> {
  const current = await ownedEndpoint(actor, communityId, endpointId);
  const item = { ...current, secret: newWebhookSecret() };
  if (!(await store.putEndpoint(item, false))) throw refusal('WEBHOOK_MISSING');
  return { ...endpointView(item), secret: item.secret };
}

export async function listWebhookDeliveries(
  actor: Actor,
  communityId: string,
  endpointId: string,
): Promise<{ deliveries: WebhookDelivery[] }> {
  await ownedEndpoint(actor, communityId, endpointId);
  const deliveries = await store.listDeliveries(communityId, endpointId, WEBHOOK_DELIVERIES_SHOWN);
  return { deliveries: deliveries.map(deliveryView) };
}

/**
 * Sends a delivery again now, whatever its status: the same body and Hearth-Webhook-Id, a new signature. A failure
 * starts a new 24 hours of retries.
 */
export async function resendWebhookDelivery(
  actor: Actor,
  communityId: string,
  endpointId: string,
  deliveryId: string,
  now = new Date(),
): Promise<WebhookDelivery> {
  const endpoint = await ownedEndpoint(actor, communityId, endpointId);
  const delivery = await store.getDelivery(communityId, endpointId, deliveryId);
  if (!delivery) throw refusal('WEBHOOK_DELIVERY_MISSING');
  const sent = await attemptDelivery({ ...delivery, firstAttemptAt: null }, endpoint, now);
  return deliveryView(sent);
}
