// Lambda entry of the webhooks domain: the owner's endpoints, their signing secrets and their deliveries' log.
import { accountLookup } from '../members/accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { routes } from './routes.ts';

export const handler = createDomainHandler(routes, accountLookup);
