// Lambda entry of the members domain.
import { accountLookup } from './accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { routes } from './routes.ts';

export const handler = createDomainHandler(routes, accountLookup);
