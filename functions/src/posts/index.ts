// Lambda entry of the posts domain.
import { createDomainHandler } from '../platform/http/handler.ts';
import { routes } from './routes.ts';

export const handler = createDomainHandler(routes);
