// The webhooks domain's route table: every route deferred (none is on a page's first paint), its handler and the
// domain's contracts loading with its first request.
import { webhookRoutes } from '@hearth/shared/contracts/webhook-routes';
import { deferredRoutes } from '../platform/http/route.ts';

const lazy = deferredRoutes(webhookRoutes, () =>
  import('@hearth/shared/contracts/webhooks').then((m) => m.webhookEndpoints),
);

export const routes = [
  lazy('listWebhooks', () => import('./handlers/list-webhooks.ts').then((m) => m.listWebhooks)),
  lazy('createWebhook', () => import('./handlers/create-webhook.ts').then((m) => m.createWebhook)),
  lazy('updateWebhook', () => import('./handlers/update-webhook.ts').then((m) => m.updateWebhook)),
  lazy('deleteWebhook', () => import('./handlers/delete-webhook.ts').then((m) => m.deleteWebhook)),
  lazy('rotateWebhookSecret', () => import('./handlers/rotate-webhook-secret.ts').then((m) => m.rotateWebhookSecret)),
  lazy('listWebhookDeliveries', () =>
    import('./handlers/list-webhook-deliveries.ts').then((m) => m.listWebhookDeliveries),
  ),
  lazy('resendWebhookDelivery', () =>
    import('./handlers/resend-webhook-delivery.ts').then((m) => m.resendWebhookDelivery),
  ),
];
