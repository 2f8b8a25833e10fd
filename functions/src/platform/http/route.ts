// Binds a handler to an endpoint contract from @hearth/shared; a domain's routes.ts lists these bindings.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import type { AnyEndpoint, Endpoint, RequestContract } from '@hearth/shared/contracts/endpoint';
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

/**
 * A route whose handler (and the code only it uses) loads with its first request, in a chunk of its own: what a cold
 * start loads stays the domain's hot paths. The endpoint's contract stays static: the middy chain validates with it.
 */
export function lazyRoute<R extends RequestContract, O extends z.ZodType>(
  endpoint: Endpoint<R, O>,
  load: () => Promise<Route<R, O>['handler']>,
): Route<R, O> {
  let handler: Promise<Route<R, O>['handler']> | undefined;
  return {
    endpoint,
    handler: async (input) => (await (handler ??= load()))(input),
  };
}
