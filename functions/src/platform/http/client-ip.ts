// The viewer's IP address. Behind CloudFront, API Gateway sees CloudFront's address; CloudFront passes the viewer's
// in `cloudfront-viewer-address` (ip:port), and so does the local gateway. The chain's edge guard (edge-headers.ts)
// refuses any request that did not come through the edge before a handler runs, so a client cannot choose this value.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from './edge-headers.ts';

export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
