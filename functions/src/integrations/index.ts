// Lambda entry of the integrations domain: the owner's API keys and the public REST API, whose bearer keys the
// verifier checks (verify.ts).
import { accountLookup } from '../members/accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { routes } from './routes.ts';
import { apiKeyVerifier } from './verify.ts';

export const handler = createDomainHandler(routes, accountLookup, apiKeyVerifier);
