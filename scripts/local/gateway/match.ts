// API Gateway HTTP API route selection, locally: the most specific route wins, a method beats ANY, and greedy
// `{proxy+}` paths come last — the same precedence AWS applies to the routes the CDK app creates.
import { catalogue, type DomainName } from '@hearth/shared/contracts/catalogue';
import { type AnyEndpoint, routeKeyOf } from '@hearth/shared/contracts/endpoint';
import { matchPath, type PathPattern, pathPattern } from '@hearth/shared/contracts/path-pattern';

export interface CompiledRoute extends PathPattern {
  domain: DomainName;
  routeKey: string;
  method: AnyEndpoint['method'];
  /** A `text/event-stream` route: the domain's streaming entry serves it (a function URL in AWS). */
  streamed: boolean;
}

export interface RouteMatch {
  domain: DomainName;
  routeKey: string;
  pathParameters: Record<string, string>;
  streamed: boolean;
}

export function compileRoutes(source: Record<string, Record<string, AnyEndpoint>> = catalogue): CompiledRoute[] {
  const compiled: CompiledRoute[] = [];
  for (const [domain, endpoints] of Object.entries(source)) {
    for (const endpoint of Object.values(endpoints)) {
      compiled.push({
        domain: domain as DomainName,
        routeKey: routeKeyOf(endpoint),
        method: endpoint.method,
        ...pathPattern(endpoint.path),
        streamed: endpoint.contentType === 'text/event-stream',
      });
    }
  }
  // Non-greedy before greedy, more literal segments first, a named method before ANY.
  return compiled.sort(
    (a, b) =>
      Number(a.greedy) - Number(b.greedy) ||
      b.literalSegments - a.literalSegments ||
      Number(a.method === 'ANY') - Number(b.method === 'ANY'),
  );
}

export function matchRoute(routes: CompiledRoute[], method: string, path: string): RouteMatch | null {
  for (const route of routes) {
    if (route.method !== 'ANY' && route.method !== method) continue;
    const pathParameters = matchPath(route, path);
    if (!pathParameters) continue;
    return { domain: route.domain, routeKey: route.routeKey, pathParameters, streamed: route.streamed };
  }
  return null;
}
