// Binds a handler to an endpoint contract from @hearth/shared; a domain's routes.ts lists these bindings.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { routeKeyOf } from '@hearth/shared/contracts/endpoint';
import type { AnyEndpoint, Endpoint, HttpMethod, RequestContract } from '@hearth/shared/contracts/endpoint';
import type { Actor } from '../auth/verify.ts';
import type { ApiKeyCaller } from './api-key.ts';
import type { Tenant } from '../tenancy/resolve.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<R extends RequestContract> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  tenant: Tenant | null;
  actor: Actor | null;
  /** The API key's caller on a public REST API endpoint (`apiKey` in the contract); null elsewhere. */
  apiKey?: ApiKeyCaller | null;
  event: APIGatewayProxyEventV2;
  requestId: string;
  /** The body exactly as sent, for a `signedBody` endpoint only (the signature is over these bytes); else undefined. */
  rawBody?: string;
}

export interface HandlerResult<O> {
  status?: number;
  body: O;
  headers?: Record<string, string>;
  cookies?: string[];
  /**
   * A `text/event-stream` endpoint's events, written by the streaming entry (stream-handler.ts) after the status and
   * headers; `body` is then empty.
   */
  stream?: AsyncIterable<string>;
}

export interface Route<R extends RequestContract = RequestContract, O extends z.ZodType = z.ZodType> {
  endpoint: Endpoint<R, O>;
  handler: (input: HandlerInput<R>) => Promise<HandlerResult<z.input<O>>>;
}

export type AnyRoute = Route<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A route: the contract plus the function that serves it. The handler's input and result are typed by the contract. */
export function route<R extends RequestContract, O extends z.ZodType>(
  endpoint: Endpoint<R, O>,
  handler: Route<R, O>['handler'],
): Route<R, O> {
  return { endpoint, handler };
}

export type { AnyEndpoint };

/** A route known by its method and path only: its contract and its handler load with its first request. */
export interface DeferredRoute {
  method: HttpMethod;
  path: string;
  load: () => Promise<AnyRoute>;
}

/** What a domain's route table lists: routes bound at cold start, and deferred ones. */
export type RouteEntry = AnyRoute | DeferredRoute;

export const routeKeyOfEntry = (entry: RouteEntry) => routeKeyOf('endpoint' in entry ? entry.endpoint : entry);

type HandlerOf<E> = E extends Endpoint<infer R, infer O> ? Route<R, O>['handler'] : never;

/**
 * The binder of a domain's deferred routes. A cold start evaluates only the routes it binds statically (a page's
 * first-load calls) and what they import; a deferred route's handler (a chunk of its own) loads with its first
 * request, and so does its contract when `contracts` is a loader: the domain's whole contract module, loaded once,
 * for domains whose first-paint routes take their contracts from small modules of their own (communities, members)
 * or have none (gatekeeping, moderation). Where the first-paint routes need most of the contract module anyway
 * (posts, comments, auth, notifications), the module is passed as it is: loading it lazily too would only move it
 * into a chunk of its own, one more file for the cold start to load. `keys` is the domain's method and path table
 * (contracts/routes.ts), which the contracts themselves spread, so the two cannot disagree.
 */
export function deferredRoutes<E extends Record<string, AnyEndpoint>>(
  keys: { [K in keyof E]: Pick<AnyEndpoint, 'method' | 'path'> },
  contracts: E | (() => Promise<E>),
) {
  const loadContracts = typeof contracts === 'function' ? contracts : async () => contracts;
  return <K extends keyof E & string>(name: K, load: () => Promise<HandlerOf<E[K]>>): DeferredRoute => ({
    method: keys[name].method,
    path: keys[name].path,
    load: async () => {
      const [endpoints, handler] = await Promise.all([loadContracts(), load()]);
      return { endpoint: endpoints[name], handler } as AnyRoute;
    },
  });
}
