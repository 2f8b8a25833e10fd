// An endpoint contract: method, path, who may call it and its zod schemas. The functions bind handlers to these;
// the local gateway and the CDK HTTP API route by them; the OpenAPI document and the SPA's fetchers read them.
import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

/** Which hosts answer: none (host-agnostic), any known site, communities only, or the owner app only. */
export type TenancyRule = 'none' | 'site' | 'community' | 'app';
export type AuthRule = 'public' | 'user';

export interface RequestContract {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export interface Endpoint<R extends RequestContract = RequestContract, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/v1/posts/{postId}`; greedy `{proxy+}`. */
  path: string;
  summary: string;
  tenancy: TenancyRule;
  auth: AuthRule;
  request: R;
  /** The success body. */
  response: O;
  /** Success status (200 unless said). */
  status?: number;
  /** Error statuses the endpoint can answer with, for the OpenAPI document. */
  errors: number[];
  /** Part of the documented public API for API-key holders. */
  publicApi?: boolean;
}

export function endpoint<R extends RequestContract, O extends z.ZodType>(e: Endpoint<R, O>): Endpoint<R, O> {
  return e;
}

export type AnyEndpoint = Endpoint<RequestContract, z.ZodType>;

export const routeKeyOf = (e: Pick<AnyEndpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
