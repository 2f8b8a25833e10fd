// Lambda entry of the billing domain.
import { accountLookup } from '../members/accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { routes } from './routes.ts';

export const handler = createDomainHandler(routes, accountLookup);
