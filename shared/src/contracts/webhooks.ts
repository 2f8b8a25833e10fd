// Outbound webhooks (docs/architecture/webhooks.md): the owner registers HTTPS endpoints for event types, sees each
// endpoint's recent deliveries, resends one and rotates its signing secret. Owner-app host; the community's owner only
// (other staff 403, anyone else 404); plans below Premium are refused (403, the plan needed named).
import * as z from 'zod';
import { communityParamsSchema } from '../schemas/params.ts';
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookParamsSchema,
} from '../schemas/webhooks.ts';
import { endpoint } from './endpoint.ts';
import { webhookRoutes as r } from './webhook-routes.ts';

const owner = { tenancy: 'app', auth: 'user' } as const;

export const listWebhooks = endpoint({
  ...r.listWebhooks,
  ...owner,
  summary: "The community's webhook endpoints (never their secrets) and how many it may have.",
  request: { params: communityParamsSchema },
  response: webhookEndpointListSchema,
  errors: [401, 403, 404],
});

export const createWebhook = endpoint({
  ...r.createWebhook,
  ...owner,
  summary:
    'Registers an HTTPS endpoint for event types. Answers the endpoint with its signing secret, shown this once. ' +
    'An http:// URL or one with credentials is refused; the host must resolve to public addresses at each delivery.',
  request: { params: communityParamsSchema, body: createWebhookBodySchema },
  response: webhookEndpointWithSecretSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const updateWebhook = endpoint({
  ...r.updateWebhook,
  ...owner,
  summary:
    "Changes an endpoint's event types, or enables or disables it (enabling clears a failing endpoint's record).",
  request: { params: webhookParamsSchema, body: updateWebhookBodySchema },
  response: webhookEndpointSchema,
  errors: [400, 401, 403, 404],
});

export const deleteWebhook = endpoint({
  ...r.deleteWebhook,
  ...owner,
  summary: 'Deletes an endpoint: nothing more is sent to it; its deliveries expire with their time to live.',
  request: { params: webhookParamsSchema },
  response: z.object({ deleted: z.literal(true) }),
  errors: [401, 403, 404],
});

export const rotateWebhookSecret = endpoint({
  ...r.rotateWebhookSecret,
  ...owner,
  summary: "Replaces the endpoint's signing secret at once; answers the new one, shown this once.",
  request: { params: webhookParamsSchema },
  response: webhookEndpointWithSecretSchema,
  errors: [401, 403, 404],
});

export const listWebhookDeliveries = endpoint({
  ...r.listWebhookDeliveries,
  ...owner,
  summary: "The endpoint's recent deliveries, newest first: status, response code, attempts and times.",
  request: { params: webhookParamsSchema },
  response: webhookDeliveryListSchema,
  errors: [401, 403, 404],
});

export const resendWebhookDelivery = endpoint({
  ...r.resendWebhookDelivery,
  ...owner,
  summary:
    'Sends a delivery again now (same body and Hearth-Webhook-Id, a new signature); answers it as it then stands.',
  request: { params: webhookDeliveryParamsSchema },
  response: webhookDeliverySchema,
  errors: [401, 403, 404],
});

export const webhookEndpoints = {
  listWebhooks,
  createWebhook,
  updateWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  listWebhookDeliveries,
  resendWebhookDelivery,
};
