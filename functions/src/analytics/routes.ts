// The analytics domain's route table: every route deferred (none is on a page's first paint), its handler and the
// domain's contracts loading with its first request.
import { analyticsRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes } from '../platform/http/route.ts';

const lazy = deferredRoutes(analyticsRoutes, () =>
  import('@hearth/shared/contracts/analytics').then((m) => m.analyticsEndpoints),
);

export const routes = [
  lazy('getAnalytics', () => import('./handlers/get-analytics.ts').then((m) => m.getAnalytics)),
  lazy('getOnlineNow', () => import('./handlers/get-online-now.ts').then((m) => m.getOnlineNow)),
  lazy('sendBeacon', () => import('./handlers/send-beacon.ts').then((m) => m.sendBeacon)),
];
