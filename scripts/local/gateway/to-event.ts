// Turns a Node HTTP request into an API Gateway HTTP API (payload 2.0) event, and a handler's result back into a
// response — so the domain handlers run locally exactly as Lambda runs them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  ORIGIN_SECRET_HEADER,
  VIEWER_ADDRESS_HEADER,
  VIEWER_HOST_HEADER,
} from '@hearth/functions/platform/http/edge-headers';

/** CloudFront's viewer-country header (the analytics beacon's country). */
export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';
/** Locally there is no geolocation: a request may name its country in this header, which becomes CloudFront's. */
export const DEV_COUNTRY_HEADER = 'x-hearth-dev-country';

/** Headers only the edge may set: a client's copies are dropped, as CloudFront's function and policy do. */
const EDGE_HEADERS = new Set([
  ORIGIN_SECRET_HEADER,
  VIEWER_ADDRESS_HEADER,
  VIEWER_HOST_HEADER,
  'cloudfront-viewer-address',
  VIEWER_COUNTRY_HEADER,
]);

export interface EdgeOptions {
  /** CloudFront's origin custom header; the API refuses requests without it when it is configured. */
  originSecret?: string | undefined;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|.*\+json)|text\/)/;

export function toEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
  edge: EdgeOptions = {},
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || EDGE_HEADERS.has(name)) continue;
    if (name === DEV_COUNTRY_HEADER) {
      const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
      if (country && /^[A-Z]{2}$/.test(country)) headers[VIEWER_COUNTRY_HEADER] = country;
      continue;
    }
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // What the edge adds: the viewer host and IP (the viewer-request function), the origin secret (CloudFront).
  if (headers.host) headers[VIEWER_HOST_HEADER] = headers.host;
  headers[VIEWER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '127.0.0.1';
  if (edge.originSecret) headers[ORIGIN_SECRET_HEADER] = edge.originSecret;
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(url.search ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

export function sendResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}
