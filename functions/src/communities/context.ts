// What the owner-app handlers pass to the service: the signed-in account, the host it used, the client IP.
import { clientIp } from '../platform/http/client-ip.ts';
import { unauthenticated } from '../platform/http/errors.ts';
import type { HandlerInput } from '../platform/http/route.ts';
import { viewerHost } from '../platform/tenancy/resolve.ts';
import type { OwnerRequest } from './service.ts';

export function ownerRequest(input: Pick<HandlerInput<object>, 'actor' | 'tenant' | 'event'>): OwnerRequest {
  // Owner-app routes are `auth: 'user'`, so the middleware has refused requests without an actor.
  if (!input.actor) throw unauthenticated();
  return {
    actor: input.actor,
    host: viewerHost(input.event.headers) ?? input.tenant?.host ?? '',
    ip: clientIp(input.event),
  };
}
