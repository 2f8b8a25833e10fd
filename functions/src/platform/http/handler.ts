// The one middy chain every route runs through, and the Lambda entry that dispatches a domain's routes by routeKey.
import middy, { type MiddlewareObj } from '@middy/core';
import httpEventNormalizer from '@middy/http-event-normalizer';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { MAX_BEACON_BYTES } from '@hearth/shared/constants/analytics';
import { CSRF_HEADER, MAX_JSON_BODY_BYTES } from '@hearth/shared/constants/http';
import * as messages from '@hearth/shared/messages';
import type { ErrorBody } from '@hearth/shared/errors';
import type * as z from 'zod';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.ts';
import type { AccountLookup } from '../auth/accounts.ts';
import { beaconActor, resolveActor } from '../auth/actor.ts';
import { assertSessionCurrent } from '../auth/session-cutoff.ts';
import { logger } from '../log.ts';
import { resolveTenant, viewerHost } from '../tenancy/resolve.ts';
import { compressResult } from './compression.ts';
import { verifyEdge } from './edge-headers.ts';
import { withEdgeCaching } from './guest-cache.ts';
import { API_KEY_PREFIX } from '@hearth/shared/constants/api-keys';
import { type ApiKeyVerifier, apiKeyAuthentication } from './api-key.ts';
import { AppError, communityNotFound, forbidden, unauthenticated } from './errors.ts';
import { routeKeyOfEntry } from './route.ts';
import type { AnyRoute, DeferredRoute, HandlerInput, HandlerResult, RouteEntry } from './route.ts';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
type Input = Partial<HandlerInput<{ body: z.ZodType; query: z.ZodType; params: z.ZodType }>>;

/** What the middlewares learn about a request (parsed parts, tenant, actor), handed to the route's handler. */
const inputs = new WeakMap<Event, Input>();
const merge = (event: Event, part: Input) => inputs.set(event, { ...inputs.get(event), ...part });

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResponse(status: number, body: unknown, extra?: Pick<Result, 'headers' | 'cookies'>): Result {
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, ...extra?.headers },
    ...(extra?.cookies?.length ? { cookies: extra.cookies } : {}),
    body: body === undefined || status === 204 ? '' : JSON.stringify(body),
  };
}

/** An HTML document (or an empty redirect): the routes a browser navigates to, like the social sign-in popup. */
export function htmlResponse(status: number, html: string, extra?: Pick<Result, 'headers' | 'cookies'>): Result {
  return {
    statusCode: status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...extra?.headers },
    ...(extra?.cookies?.length ? { cookies: extra.cookies } : {}),
    body: html,
  };
}

export function errorResponse(error: AppError): Result {
  const body: ErrorBody = {
    error: error.code,
    ...(error.reason ? { reason: error.reason } : {}),
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  return jsonResponse(error.status, body, {
    ...(error.cookies ? { cookies: error.cookies } : {}),
    ...(error.headers ? { headers: error.headers } : {}),
  });
}

/** The events of a `text/event-stream` answer, by request, until the streaming entry takes them. */
const streams = new WeakMap<Event, AsyncIterable<string>>();

/** A streamed answer's status and headers; its events wait for the streaming entry (stream-handler.ts). */
function streamStart(event: Event, status: number, result: HandlerResult<unknown>): Result {
  if (result.stream) streams.set(event, result.stream);
  return {
    statusCode: status,
    // no-transform: nothing between here and the viewer may hold the events back to compress them.
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform' },
    ...(result.cookies?.length ? { cookies: result.cookies } : {}),
    body: '',
  };
}

/** The events a request's handler answered with, once: the streaming entry writes them after the status. */
export function takeStream(event: Event): AsyncIterable<string> | undefined {
  const stream = streams.get(event);
  streams.delete(event);
  return stream;
}

/** Turns a zod failure into `fields` keyed by the dotted path of each bad field. */
export function fieldsFromZod(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || (prefix ?? 'body');
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Maps anything thrown to the error body; only unknown faults become 500, and those are logged. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // decodeURIComponent on anything the client sent (a cookie, a path, a cursor): bad input, whoever forgot to catch it.
  if (error instanceof URIError) return new AppError(400, 'BAD_REQUEST', messages.malformedRequest);
  const e = error as { statusCode?: number; message?: string; cause?: { package?: string } };
  if (e?.cause?.package === '@middy/http-json-body-parser') {
    return e.message === 'Unsupported Media Type'
      ? new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType)
      : new AppError(400, 'BAD_REQUEST', messages.invalidJson, { body: messages.invalidJson });
  }
  logger.error('unhandled error', { error: error as Error });
  return new AppError(500, 'INTERNAL', messages.generic);
}

const errorMapper = ({ endpoint }: AnyRoute): MiddlewareObj<Event, Result> => ({
  onError: async (request) => {
    request.response = withEdgeCaching(endpoint, request.event, errorResponse(toAppError(request.error)));
  },
});

/** Only requests that came through the edge (CloudFront, the local gateway) go further; edge-headers.ts. */
const edgeGuard = (): MiddlewareObj<Event, Result> => ({
  before: async (request) => verifyEdge(request.event),
});

/** Mutations must carry the CSRF header (a cross-site page cannot set custom headers without CORS, which we never allow). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfGuard = ({ endpoint }: AnyRoute): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const method = request.event.requestContext.http.method;
    if (SAFE_METHODS.has(method) || endpoint.apiKey || endpoint.signedLink || endpoint.signedBody || endpoint.beacon)
      return;
    if (!request.event.headers[CSRF_HEADER]) throw new AppError(403, 'CSRF_REQUIRED', messages.csrfRequired);
  },
});

const bodySizeGuard = (): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const body = request.event.body;
    if (body && Buffer.byteLength(body, request.event.isBase64Encoded ? 'base64' : 'utf8') > MAX_JSON_BODY_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
    }
  },
});

/**
 * A beacon's body (`navigator.sendBeacon` posts text/plain and cannot set headers): at most MAX_BEACON_BYTES, read as
 * JSON whatever its content type.
 */
const beaconBodyParser = (): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const { body, isBase64Encoded } = request.event;
    if (!body) throw new AppError(400, 'BAD_REQUEST', messages.invalidJson, { body: 'Required' });
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    if (Buffer.byteLength(text, 'utf8') > MAX_BEACON_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.beaconTooLarge);
    }
    try {
      request.event.body = JSON.parse(text) as never;
    } catch {
      throw new AppError(400, 'BAD_REQUEST', messages.invalidJson, { body: messages.invalidJson });
    }
  },
});

const requireBody = (): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    if (!request.event.body) throw new AppError(400, 'BAD_REQUEST', messages.invalidJson, { body: 'Required' });
  },
});

/** A signed body is handed over as it came, decoded from the gateway's base64 when it arrived as binary. */
const rawBodyReader = (): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const { body, isBase64Encoded } = request.event;
    merge(request.event, {
      rawBody: isBase64Encoded ? Buffer.from(body ?? '', 'base64').toString('utf8') : (body ?? ''),
    });
  },
});

/** Validates body, query and path parameters together, so one 400 names every bad field. */
const validator = ({ endpoint }: AnyRoute): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const { event } = request;
    const parts = [
      ['body', endpoint.request.body, event.body],
      ['query', endpoint.request.query, event.queryStringParameters],
      ['params', endpoint.request.params, event.pathParameters],
    ] as const;
    const parsed: Record<string, unknown> = {};
    let fields: Record<string, string> = {};
    for (const [part, schema, value] of parts) {
      if (!schema) continue;
      const result = schema.safeParse(value ?? {});
      if (result.success) parsed[part] = result.data;
      else fields = { ...fields, ...fieldsFromZod(result.error, part === 'body' ? undefined : part) };
    }
    if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION_FAILED', messages.validationFailed, fields);
    merge(event, parsed);
  },
});

const tenancy = ({ endpoint }: AnyRoute): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    if (endpoint.tenancy === 'none') {
      merge(request.event, { tenant: null });
      return;
    }
    const tenant = await resolveTenant(viewerHost(request.event.headers));
    if (!tenant) throw communityNotFound();
    if (endpoint.tenancy === 'community' && tenant.kind !== 'community') throw communityNotFound();
    if (endpoint.tenancy === 'app' && tenant.kind !== 'app') throw communityNotFound();
    logger.appendKeys({ communityId: tenant.communityId });
    merge(request.event, { tenant });
  },
});

const authentication = ({ endpoint }: AnyRoute, accounts: AccountLookup): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    if (endpoint.auth === 'none') {
      merge(request.event, { actor: null });
      return;
    }
    const token = readCookie(request.event.cookies, SESSION_COOKIE);
    if (endpoint.beacon) {
      merge(request.event, { actor: await beaconActor(token, inputs.get(request.event)?.tenant) });
      return;
    }
    const actor = await resolveActor(token, inputs.get(request.event)?.tenant, accounts);
    if (endpoint.auth === 'user') {
      if (!actor) throw token ? forbidden(messages.notMember) : unauthenticated();
      // A route that needs a session never meets one that was ended (a password change or reset, a deleted account).
      await assertSessionCurrent(actor, accounts);
    }
    merge(request.event, { actor });
  },
});

/** One route's middy chain: the error mapper first so its onError runs last. */
function buildRouteHandler(route: AnyRoute, accounts: AccountLookup, apiKeys?: ApiKeyVerifier) {
  const chain = middy<Event, Result, Error, Context>()
    .use(errorMapper(route))
    .use(httpHeaderNormalizer())
    .use(httpEventNormalizer())
    .use(edgeGuard())
    .use(csrfGuard(route));
  if (route.endpoint.beacon) chain.use(beaconBodyParser());
  else if (route.endpoint.request.body) chain.use(bodySizeGuard()).use(requireBody()).use(httpJsonBodyParser());
  else if (route.endpoint.signedBody) chain.use(bodySizeGuard()).use(rawBodyReader());
  // Who and where before what: an unauthenticated caller learns nothing from validation messages.
  chain.use(tenancy(route)).use(authentication(route, accounts));
  if (route.endpoint.apiKey) {
    const tenantOf = (event: Event) => inputs.get(event)?.tenant;
    chain.use(
      apiKeyAuthentication(route.endpoint, apiKeys, API_KEY_PREFIX, tenantOf, (event, apiKey) =>
        merge(event, { apiKey }),
      ),
    );
  }
  chain.use(validator(route));
  return chain.handler(async (event, context) => {
    const input = inputs.get(event) ?? {};
    const result = await route.handler({
      body: input.body,
      query: input.query,
      params: input.params,
      tenant: input.tenant ?? null,
      actor: input.actor ?? null,
      apiKey: input.apiKey ?? null,
      event,
      requestId: event.requestContext?.requestId ?? context.awsRequestId,
      ...(input.rawBody === undefined ? {} : { rawBody: input.rawBody }),
    });
    const status = result.status ?? route.endpoint.status ?? 200;
    if (route.endpoint.contentType === 'text/html') return htmlResponse(status, String(result.body ?? ''), result);
    if (route.endpoint.contentType === 'text/event-stream') return streamStart(event, status, result);
    return withEdgeCaching(route.endpoint, event, jsonResponse(status, result.body, result));
  });
}

type Run = (event: Event, context: Context) => Promise<Result>;

function runOf(route: AnyRoute, accounts: AccountLookup, apiKeys?: ApiKeyVerifier): Run {
  const run = buildRouteHandler(route, accounts, apiKeys);
  return (event, context) => run(event as never, context);
}

/**
 * A deferred route's chain, built once its contract and handler have loaded (concurrent first requests share one
 * load). A load that fails answers 500 like any other fault and is tried again by the next request.
 */
function deferredRun(entry: DeferredRoute, accounts: AccountLookup, apiKeys?: ApiKeyVerifier): Run {
  let built: Promise<Run> | undefined;
  return async (event, context) => {
    built ??= entry.load().then(
      (route) => runOf(route, accounts, apiKeys),
      (error: unknown) => {
        built = undefined;
        throw error;
      },
    );
    let run: Run;
    try {
      run = await built;
    } catch (error) {
      return errorResponse(toAppError(error));
    }
    return run(event, context);
  };
}

/**
 * The Lambda entry for one domain: API Gateway has already matched the route, so dispatch is by routeKey. `accounts`
 * is what the authentication step looks up of accounts (platform/auth/accounts.ts), wired by the entry; `apiKeys`
 * checks the bearer of API-key endpoints (api-key.ts), wired by the entry of the domain that serves them.
 */
export function createDomainHandler(routes: RouteEntry[], accounts: AccountLookup, apiKeys?: ApiKeyVerifier) {
  const chains = new Map<string, Run>();
  for (const entry of routes) {
    const run = 'endpoint' in entry ? runOf(entry, accounts, apiKeys) : deferredRun(entry, accounts, apiKeys);
    chains.set(routeKeyOfEntry(entry), run);
  }
  return async (event: Event, context: Context): Promise<Result> => {
    const run = chains.get(event.routeKey);
    if (!run) return errorResponse(new AppError(404, 'ROUTE_NOT_FOUND', messages.routeNotFound));
    logger.addContext(context);
    logger.appendKeys({ requestId: event.requestContext?.requestId, route: event.routeKey });
    try {
      return compressResult(event, await run(event, context));
    } finally {
      logger.resetKeys();
    }
  };
}
