// Lambda entry of the domains domain. The AWS adapter (ACM, CloudFront) loads with the first call that needs the
// provider; the local platform and tests put their own in place first (useDomainProvider).
import { accountLookup } from '../members/accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { makeDomainProviderWith } from './provider.ts';
import { routes } from './routes.ts';

makeDomainProviderWith(() => import('./aws-provider.ts').then((m) => m.awsDomainProvider()));

export const handler = createDomainHandler(routes, accountLookup);
