// The headers the edge (CloudFront in AWS, the local gateway on one machine) sets on every API request, and the
// guard that makes them trustworthy: a request that did not pass the edge never reaches a handler.
import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@hearth/shared/constants/http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.ts';
import { forbidden } from './errors.ts';

// The header names (shared with the render Lambda, which calls the API as the edge does): ORIGIN_SECRET_HEADER is an
// origin custom header whose value only the edge and the Lambdas know; VIEWER_ADDRESS_HEADER is the viewer's IP,
// set (always overwritten) by the `/api/*` viewer-request CloudFront Function from `event.viewer.ip` and by the local
// gateway from the socket — not CloudFront's own `CloudFront-Viewer-Address`, which the API behaviour's origin request
// policy (AllViewerExceptHostHeader) never forwards and a viewer could send a copy of; VIEWER_HOST_HEADER is the
// host the viewer asked for (the tenant).
export { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER, VIEWER_HOST_HEADER } from '@hearth/shared/constants/http';
function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses a request that did not come through the edge (e.g. one sent straight to the execute-api endpoint, which
 * could carry any viewer address it likes), then removes the secret so nothing downstream sees or logs
 * it. Without a configured secret the viewer headers are dropped instead of trusted (unit tests), or, in a Lambda,
 * every request fails (a deployment without the secret is a fault, never an open door).
 */
export function verifyEdge(event: APIGatewayProxyEventV2): void {
  const headers = event.headers ?? {};
  const { originSecret: expected, inLambda } = config();
  const sent = headers[ORIGIN_SECRET_HEADER];
  delete headers[ORIGIN_SECRET_HEADER];
  // A deployed Lambda without the secret is misconfigured: refuse to serve rather than serve unguarded.
  if (!expected && inLambda) throw new Error('ORIGIN_SECRET is not configured');
  if (!expected) {
    delete headers[VIEWER_ADDRESS_HEADER];
    return;
  }
  if (!sent || !sameSecret(sent, expected)) throw forbidden();
}
