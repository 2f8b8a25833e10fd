// The domains domain's route table: every route deferred (none is on a page's first paint), its handler and the
// domain's contracts loading with its first request.
import { customDomainRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes } from '../platform/http/route.ts';

const lazy = deferredRoutes(customDomainRoutes, () =>
  import('@hearth/shared/contracts/custom-domains').then((m) => m.customDomainEndpoints),
);

export const routes = [
  lazy('getCustomDomain', () => import('./handlers/get-custom-domain.ts').then((m) => m.getCustomDomain)),
  lazy('addCustomDomain', () => import('./handlers/add-custom-domain.ts').then((m) => m.addCustomDomain)),
  lazy('deleteCustomDomain', () => import('./handlers/delete-custom-domain.ts').then((m) => m.deleteCustomDomain)),
];
