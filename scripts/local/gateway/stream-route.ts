// CloudFront's streamed-route behaviours, locally: a `text/event-stream` route goes to its domain's streaming entry
// (a function URL in response-streaming mode in AWS), which writes the answer to the socket as it is written. The
// function URL sits behind CloudFront's origin access control, which signs the request with the body's SHA-256 that
// the viewer sends in x-amz-content-sha256 and is refused when it does not match: the gateway refuses the same, so
// a client that forgets it fails here first.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { StreamingHandler } from '@hearth/functions/platform/http/stream-handler';
import { BODY_HASH_HEADER } from '@hearth/shared/constants/http';
import { json } from '../dev-http.ts';

export type { StreamingHandler };

export const bodyHashMismatch = {
  message: `${BODY_HASH_HEADER} must be the hex SHA-256 of the request body (CloudFront's origin access control signs it).`,
};

/** Serves one streamed request; `event` is the function URL's (routeKey `$default`, no path parameters). */
export async function serveStreamed(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  event: APIGatewayProxyEventV2,
  handler: StreamingHandler,
  context: Context,
): Promise<void> {
  const sent = req.headers[BODY_HASH_HEADER];
  const hash = createHash('sha256').update(body).digest('hex');
  if (sent !== hash) return json(res, 403, bodyHashMismatch);
  // No Nagle delay between events: each is written as the writer produces it.
  res.socket?.setNoDelay(true);
  await handler({ ...event, routeKey: '$default', pathParameters: undefined }, res, context);
}
