// Builds the OpenAPI 3.1 document from the catalogue's zod schemas (zod 4 emits JSON Schema 2020-12, which 3.1 uses).
import * as z from 'zod';
import { SESSION_COOKIE } from '../constants/http.ts';
import { errorBodySchema } from '../errors.ts';
import { catalogue } from './catalogue.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { PUBLIC_API_TAG } from './integration-routes.ts';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

function parametersOf(endpoint: AnyEndpoint): Json[] {
  const out: Json[] = [];
  for (const where of ['params', 'query'] as const) {
    const schema = endpoint.request[where];
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where === 'params' ? 'path' : 'query',
        required: where === 'params' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

/** The success response: a redirect has no body, an HTML page is a string, everything else JSON. */
function successOf(endpoint: AnyEndpoint): Json {
  const status = endpoint.status ?? 200;
  if (status >= 300 && status < 400) {
    return { description: 'Redirect', headers: { Location: { schema: { type: 'string', format: 'uri' } } } };
  }
  const mediaType = endpoint.contentType ?? 'application/json';
  return { description: 'Success', content: { [mediaType]: { schema: schemaOf(endpoint.response, 'output') } } };
}

function operationOf(domain: string, name: string, endpoint: AnyEndpoint): Json {
  // HTML routes answer their own failures as a page too; only the chain's checks (host, validation) answer JSON.
  const errorContent = {
    'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    ...(endpoint.contentType === 'text/html' ? { 'text/html': { schema: { type: 'string' } } } : {}),
  };
  const responses: Json = {
    [String(endpoint.status ?? 200)]: successOf(endpoint),
    '400': { description: 'Invalid input', content: errorContent },
  };
  for (const status of endpoint.errors) responses[String(status)] = { description: 'Error', content: errorContent };
  if (endpoint.apiKey) responses['429'] = { ...RATE_LIMITED, content: errorContent };
  return {
    operationId: name,
    tags: [endpoint.apiKey ? PUBLIC_API_TAG : domain],
    summary: endpoint.summary,
    ...(endpoint.publicApi ? { 'x-public-api': true } : {}),
    ...(endpoint.auth === 'user' ? { security: [{ session: [] }] } : {}),
    ...(endpoint.apiKey ? { security: [{ apiKey: [] }] } : {}),
    parameters: parametersOf(endpoint),
    ...(endpoint.request.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.request.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

export { PUBLIC_API_TAG };

const RATE_HEADER = { schema: { type: 'integer' } };
const RATE_LIMITED = {
  description: "Over the key's rate limit: wait Retry-After seconds",
  headers: {
    'Retry-After': RATE_HEADER,
    'X-RateLimit-Limit': RATE_HEADER,
    'X-RateLimit-Remaining': RATE_HEADER,
    'X-RateLimit-Reset': RATE_HEADER,
  },
};

const PUBLIC_API_DESCRIPTION =
  "A community's REST API, on the community's own host. Send an API key from the owner's Users API page as " +
  '`Authorization: Bearer hth_live_<id>_<secret>`; a key in the query string is refused (400). A missing, ' +
  "malformed, unknown, disabled or deleted key, or another community's, answers 401; a read key writing 403. " +
  'Each key may make a number of requests a minute (X-RateLimit-Limit, -Remaining, -Reset on every answer; 429 ' +
  'with Retry-After over it). Every error is the Error body: `error` (the class), `reason` (the specific ' +
  'refusal, when there is one), `message` and `fields`. A disabled or deleted key is refused within 60 seconds.';

/** Every endpoint of every domain except the catch-all (method ANY), which is not an operation. */
export function buildOpenApiDocument(version = '1.0.0'): Json {
  const paths: Record<string, Json> = {};
  for (const [domain, endpoints] of Object.entries(catalogue)) {
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, AnyEndpoint>)) {
      if (endpoint.method === 'ANY') continue;
      paths[endpoint.path] = {
        ...paths[endpoint.path],
        [endpoint.method.toLowerCase()]: operationOf(domain, name, endpoint),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hearth API', version },
    tags: [{ name: PUBLIC_API_TAG, description: PUBLIC_API_DESCRIPTION }],
    paths,
    components: {
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'hth_live_<id>_<secret>' },
      },
    },
  };
}
