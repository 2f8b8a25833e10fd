// The outbound webhooks' route table (method and path of each endpoint), apart from routes.ts: the community site's
// first chunk carries routes.ts whole, and only the owner app's lazy Webhooks page and the webhooks Lambda need these.
import type { Route } from './routes.ts';

/** Outbound webhooks: the owner's endpoints, their signing secrets and their deliveries. */
export const webhookRoutes = {
  listWebhooks: { method: 'GET', path: '/api/v1/communities/{communityId}/webhooks' },
  createWebhook: { method: 'POST', path: '/api/v1/communities/{communityId}/webhooks' },
  updateWebhook: { method: 'PATCH', path: '/api/v1/communities/{communityId}/webhooks/{endpointId}' },
  deleteWebhook: { method: 'DELETE', path: '/api/v1/communities/{communityId}/webhooks/{endpointId}' },
  rotateWebhookSecret: { method: 'POST', path: '/api/v1/communities/{communityId}/webhooks/{endpointId}/secret' },
  listWebhookDeliveries: { method: 'GET', path: '/api/v1/communities/{communityId}/webhooks/{endpointId}/deliveries' },
  resendWebhookDelivery: {
    method: 'POST',
    path: '/api/v1/communities/{communityId}/webhooks/{endpointId}/deliveries/{deliveryId}/resend',
  },
} as const satisfies Record<string, Route>;
