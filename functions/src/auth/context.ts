// What the auth handlers pass to the service about the request: tenant, the host for e-mailed links, client IP.
import { clientIp } from '../platform/http/client-ip.ts';
import type { HandlerInput } from '../platform/http/route.ts';
import { viewerHost } from '../platform/tenancy/resolve.ts';
import type { RequestContext } from './account-steps.ts';

export function requestContext(input: Pick<HandlerInput<object>, 'tenant' | 'event'>): RequestContext {
  // Every auth route has tenancy 'site', so the middleware has resolved a tenant.
  return {
    tenant: input.tenant!,
    host: viewerHost(input.event.headers) ?? input.tenant!.host,
    ip: clientIp(input.event),
  };
}
