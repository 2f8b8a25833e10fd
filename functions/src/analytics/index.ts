// Lambda entry of the analytics domain: the statistics page's numbers, online now, and the community site's beacon.
import { accountLookup } from '../members/accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { routes } from './routes.ts';

export const handler = createDomainHandler(routes, accountLookup);
