// The viewer's IP address. Behind CloudFront, API Gateway sees CloudFront's address; the edge passes the viewer's in
// `x-hearth-viewer-ip` (edge-headers.ts), and so does the local gateway. The chain's edge guard refuses any request
// that did not come through the edge before a handler runs, so a client cannot choose this value.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from './edge-headers.ts';

export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (viewer) return viewer.trim();
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
