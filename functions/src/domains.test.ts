// Every endpoint in the catalogue has exactly one handler in its domain's route table, and nothing else is routed.
import { describe, expect, it } from 'vitest';
import { catalogue, domainNames } from '@hearth/shared/contracts/catalogue';
import { routeKeyOf } from '@hearth/shared/contracts/endpoint';
import { PUBLIC_API_TAG, buildOpenApiDocument } from '@hearth/shared/contracts/openapi';
import { domainRoutes } from './domains.ts';
import { routeKeyOfEntry } from './platform/http/route.ts';

describe.each(domainNames)('domain %s', (domain) => {
  it('binds a handler to each of its endpoints, once', () => {
    const expected = Object.values(catalogue[domain]).map(routeKeyOf).sort();
    const bound = domainRoutes[domain].map(routeKeyOfEntry).sort();
    expect(bound).toEqual(expected);
  });

  it("loads, for each deferred route, the catalogue's contract for that route and a handler", async () => {
    for (const entry of domainRoutes[domain]) {
      if ('endpoint' in entry) continue;
      const loaded = await entry.load();
      expect(routeKeyOf(loaded.endpoint), routeKeyOfEntry(entry)).toBe(routeKeyOfEntry(entry));
      expect(Object.values(catalogue[domain])).toContain(loaded.endpoint);
      expect(typeof loaded.handler, routeKeyOfEntry(entry)).toBe('function');
    }
  });
});

describe('route keys', () => {
  it('are unique across domains (API Gateway sends each to one Lambda)', () => {
    const keys = domainNames.flatMap((d) => Object.values(catalogue[d]).map(routeKeyOf));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the OpenAPI document', () => {
  it('has an operation for every routed endpoint except the catch-all', () => {
    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string }>> };
    for (const domain of domainNames) {
      for (const [name, endpoint] of Object.entries(catalogue[domain])) {
        if (endpoint.method === 'ANY') continue;
        expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId, `${domain}.${name}`).toBe(name);
      }
    }
  });
});

describe('the OpenAPI session scheme', () => {
  it('names the cookie the API really reads', async () => {
    const { SESSION_COOKIE } = await import('./platform/auth/cookies.ts');
    const doc = buildOpenApiDocument() as { components: { securitySchemes: { session: { name: string } } } };
    expect(doc.components.securitySchemes.session.name).toBe(SESSION_COOKIE);
  });
});

describe('the OpenAPI public REST API', () => {
  type Operation = { tags: string[]; security?: unknown[]; responses: Record<string, { headers?: object }> };
  const doc = buildOpenApiDocument() as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };

  it('lists every API-key endpoint under its own tag with the bearer scheme and the 429 headers', () => {
    const apiKeyEndpoints = domainNames.flatMap((d) => Object.values(catalogue[d])).filter((e) => e.apiKey);
    expect(apiKeyEndpoints.length).toBeGreaterThan(0);
    for (const endpoint of apiKeyEndpoints) {
      const operation = doc.paths[endpoint.path]![endpoint.method.toLowerCase()]!;
      expect(operation.tags).toEqual([PUBLIC_API_TAG]);
      expect(operation.security).toEqual([{ apiKey: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
      expect(Object.keys(operation.responses['429']!.headers!)).toContain('Retry-After');
    }
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
