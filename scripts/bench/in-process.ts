// One API request through a domain's Lambda entry in the bench's own process, built by the local gateway's event
// translation as the gateway builds it: for rows that count the DynamoDB requests a handler sends (read-counter.ts).
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { toEvent } from '../local/gateway/to-event.ts';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface InProcessRequest {
  /** The Lambda entry's module, e.g. `@hearth/functions/analytics/index`. */
  entry: string;
  method: 'GET' | 'POST';
  path: string;
  /** The contract's route key, e.g. `GET /api/v1/communities/{communityId}/analytics`. */
  routeKey: string;
  params?: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
  remoteAddress?: string;
}

export async function invokeInProcess(request: InProcessRequest): Promise<APIGatewayProxyStructuredResultV2> {
  const { handler } = (await import(request.entry)) as { handler: LambdaHandler };
  const req = {
    url: request.path,
    method: request.method,
    httpVersion: '1.1',
    headers: request.headers,
    socket: { remoteAddress: request.remoteAddress ?? '127.0.0.1' },
  } as unknown as IncomingMessage;
  const event = toEvent(req, Buffer.from(request.body ?? ''), request.routeKey, request.params ?? {});
  const context = { getRemainingTimeInMillis: () => 29_000, awsRequestId: event.requestContext.requestId };
  return handler(event, context as unknown as Context);
}
