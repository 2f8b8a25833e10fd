// System endpoints: health, the OpenAPI document, and the catch-all that answers unknown API paths.
import * as z from 'zod';
import { healthResponseSchema } from '../schemas/system.ts';
import { endpoint } from './endpoint.ts';
import { systemRoutes } from './routes.ts';

export const getHealth = endpoint({
  ...systemRoutes.getHealth,
  summary: 'Liveness and the state of the table, user pool and media bucket.',
  tenancy: 'none',
  auth: 'public',
  request: {},
  response: healthResponseSchema,
  errors: [],
});

export const getOpenApi = endpoint({
  ...systemRoutes.getOpenApi,
  summary: 'This API as an OpenAPI 3.1 document.',
  tenancy: 'none',
  auth: 'public',
  request: {},
  response: z.record(z.string(), z.unknown()),
  errors: [],
});

/** Not an operation: API Gateway sends every unmatched `/api/*` request here so it gets our 404 body. */
export const unknownApiRoute = endpoint({
  ...systemRoutes.unknownApiRoute,
  summary: 'Unknown API route.',
  tenancy: 'none',
  auth: 'public',
  request: {},
  response: z.never(),
  errors: [404],
});

export const systemEndpoints = { getHealth, getOpenApi, unknownApiRoute };
