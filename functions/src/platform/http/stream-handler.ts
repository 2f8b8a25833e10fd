// A domain's streaming entry: the `text/event-stream` routes, served from a Lambda function URL in response-streaming
// mode (API Gateway's HTTP API buffers a Lambda's answer, so a stream cannot go through it). The request runs the
// same middy chain as every route (edge, CSRF, tenant, session, validation), so a refusal is the usual JSON answer;
// a handler that answers with events has them written one by one after the status and headers.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { AccountLookup } from '../auth/accounts.ts';
import { matchPath, type PathPattern, pathPattern } from '@hearth/shared/contracts/path-pattern';
import { logger } from '../log.ts';
import { createDomainHandler, takeStream } from './handler.ts';
import { routeKeyOfEntry, type RouteEntry } from './route.ts';

/** What the status line and headers of a streamed answer are written as (Lambda's HttpResponseStream prelude). */
export interface StreamPrelude {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
}

/** A Node HTTP response (the local gateway's), which takes the prelude as its head. */
interface HeadWritable extends Writable {
  writeHead(status: number, headers: Record<string, string | string[]>): unknown;
}

/**
 * The Lambda Node.js runtime's streaming global (@types/aws-lambda declares it), present in a Lambda only. Libraries
 * create an `awslambda` object of their own elsewhere (the SDK's invoke store), so its functions are what count.
 */
const runtime = (): typeof awslambda | undefined =>
  typeof awslambda !== 'undefined' && typeof awslambda.streamifyResponse === 'function' ? awslambda : undefined;

/** The response stream with its status and headers written: by the Lambda runtime, or as a Node HTTP head. */
function opened(stream: Writable, prelude: StreamPrelude): Writable {
  const lambda = runtime();
  if (lambda) return lambda.HttpResponseStream.from(stream, { ...prelude });
  const head: Record<string, string | string[]> = { ...prelude.headers };
  if (prelude.cookies.length) head['set-cookie'] = prelude.cookies;
  (stream as HeadWritable).writeHead(prelude.statusCode, head);
  return stream;
}

interface PathRoute extends PathPattern {
  routeKey: string;
  method: string;
}

/** A function URL event names no route: the path is matched against the entry's routes' templates. */
const pathRoutes = (routes: RouteEntry[]): PathRoute[] =>
  routes.map((entry) => {
    const routeKey = routeKeyOfEntry(entry);
    const [method = '', path = ''] = routeKey.split(' ');
    return { routeKey, method, ...pathPattern(path) };
  });

function routed(event: APIGatewayProxyEventV2, table: PathRoute[]): APIGatewayProxyEventV2 {
  const method = event.requestContext?.http?.method ?? '';
  for (const route of table) {
    const pathParameters = route.method === method ? matchPath(route, event.rawPath ?? '') : null;
    // The same event object throughout: the chain files the handler's events under it (handler.ts takeStream).
    if (pathParameters) return Object.assign(event, { routeKey: route.routeKey, pathParameters });
  }
  return event;
}

function bodyOf(result: APIGatewayProxyStructuredResultV2): Buffer {
  return Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
}

export type StreamingHandler = (event: APIGatewayProxyEventV2, stream: Writable, context: Context) => Promise<void>;

/** The entry for a domain's streamed routes; `routes` are those routes only. */
export function createStreamingHandler(routes: RouteEntry[], accounts: AccountLookup): StreamingHandler {
  const dispatch = createDomainHandler(routes, accounts);
  const table = pathRoutes(routes);
  const serve: StreamingHandler = async (event, stream, context) => {
    const request = routed(event, table);
    const result = await dispatch(request, context);
    const events = takeStream(request);
    const out = opened(stream, {
      statusCode: result.statusCode ?? 200,
      headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
      cookies: result.cookies ?? [],
    });
    if (!events) {
      out.end(bodyOf(result));
      return;
    }
    try {
      for await (const chunk of events) {
        if (out.destroyed) break;
        if (!out.write(chunk)) await once(out, 'drain');
      }
    } catch (error) {
      // The viewer left, or the events failed past what they report themselves: the answer ends where it is.
      logger.warn('A streamed answer ended early', { error: error as Error, route: request.routeKey });
    } finally {
      if (!out.destroyed) out.end();
    }
  };
  const lambda = runtime();
  return lambda ? (lambda.streamifyResponse(serve) as StreamingHandler) : serve;
}
