// Lambda entries of the posts domain: `handler` behind the HTTP API, and `streamHandler` (the same bundle) behind a
// function URL in response-streaming mode for the routes that answer as a stream (the AI writer's, as it writes).
import { accountLookup } from '../members/accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { createStreamingHandler } from '../platform/http/stream-handler.ts';
import { routes, streamedRoutes } from './routes.ts';

export const handler = createDomainHandler(routes, accountLookup);
export const streamHandler = createStreamingHandler(streamedRoutes, accountLookup);
