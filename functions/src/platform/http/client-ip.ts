// The viewer's IP address. Behind CloudFront, API Gateway sees CloudFront's address; CloudFront passes the viewer's
// in `cloudfront-viewer-address` (ip:port), which a viewer cannot forge. Locally the socket's address is the viewer.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
