// Binds a handler to an endpoint contract from @hearth/shared; a domain's routes.ts lists these bindings.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { routeKeyOf } from '@hearth/shared/contracts/endpoint';
import type { AnyEndpoint, Endpoint, HttpMethod, RequestContract } from '@hearth/shared/contracts/endpoint';
import type { Actor } from '../auth/verify.ts';
import type { Tenant } from '../tenancy/resolve.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<R extends RequestContract> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  tenant: Tenant | null;
  actor: Actor | null;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

export interface HandlerResult<O> {
  status?: number;
  body: O;
  headers?: Record<string, string>;
  cookies?: string[];
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
 * first-load calls, whose contracts come from small modules of their own); a deferred route's contract (the domain's
 * whole contract module, loaded once) and its handler (a chunk of its own) load with its first request, before the
 * middy chain validates with that contract. `keys` is the domain's method and path table (contracts/routes.ts), which
 * the contracts themselves spread, so the two cannot disagree.
 */
export function deferredRoutes<E extends Record<string, AnyEndpoint>>(
  keys: { [K in keyof E]: Pick<AnyEndpoint, 'method' | 'path'> },
  contracts: () => Promise<E>,
) {
  return <K extends keyof E & string>(name: K, load: () => Promise<HandlerOf<E[K]>>): DeferredRoute => ({
    method: keys[name].method,
    path: keys[name].path,
    load: async () => {
      const [endpoints, handler] = await Promise.all([contracts(), load()]);
      return { endpoint: endpoints[name], handler } as AnyRoute;
    },
  });
}
