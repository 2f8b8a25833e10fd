// Who may share an answer at the edge. A route whose contract says `guestCache` answers a guest's GET (no session
// cookie: the edge keys on that cookie, so this is the same test it applies) with a Cache-Control the edge keeps for
// GUEST_EDGE_SECONDS; everything else it answers (a member's view, a refusal, a failure) is `private, no-store`. Other routes
// keep the chain's `no-store`. docs/architecture/request-path.md.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { AnyEndpoint } from '@hearth/shared/contracts/endpoint';
import { GUEST_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, carriesSession } from '@hearth/shared/contracts/guest-cache';

type Result = APIGatewayProxyStructuredResultV2;

/** The Cache-Control of a route's answer, or undefined where the route keeps the default. */
export function edgeCacheControl(
  endpoint: Pick<AnyEndpoint, 'guestCache'>,
  event: Pick<APIGatewayProxyEventV2, 'cookies' | 'requestContext'>,
  status: number,
): string | undefined {
  if (!endpoint.guestCache) return undefined;
  const guestRead = event.requestContext?.http?.method === 'GET' && status === 200 && !carriesSession(event.cookies);
  return guestRead ? GUEST_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}

export function withEdgeCaching(
  endpoint: Pick<AnyEndpoint, 'guestCache'>,
  event: Pick<APIGatewayProxyEventV2, 'cookies' | 'requestContext'>,
  result: Result,
): Result {
  const cacheControl = edgeCacheControl(endpoint, event, result.statusCode ?? 200);
  return cacheControl ? { ...result, headers: { ...result.headers, 'cache-control': cacheControl } } : result;
}
