// The WebSocket API's Lambda (AWS): $connect authorises the upgrade exactly as the local gateway does
// (notifications/live.ts openLive: a page of the viewer's host as Origin, the session cookie of an active member of
// that host with a current session) and stores the
// connection; $disconnect has no cookie or host to go by, so a closed connection's item is deleted when a push finds
// it gone (410) or when its TTL passes.
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { AppError } from '../platform/http/errors.ts';
import { logger } from '../platform/log.ts';
import { viewerHost } from '../platform/tenancy/resolve.ts';
import { openLive } from './live.ts';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string | undefined> };

export async function handler(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey !== '$connect') return { statusCode: 200 };
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const cookies = (headers['cookie'] ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  try {
    await openLive({ host: viewerHost(headers), origin: headers['origin'], cookies, connectionId });
    return { statusCode: 200 };
  } catch (error) {
    if (error instanceof AppError) return { statusCode: error.status, body: error.code };
    logger.error('live connect failed', { error: (error as Error).message });
    return { statusCode: 500 };
  }
}
