let document: Record<string, unknown> | undefined;

/** The document is derived from static contracts, so it is built once per container. The whole catalogue (every
 * domain's contracts and schemas) loads with the first request for it, not with the function's cold start. */
export async function getOpenApi() {
  document ??= (await import('@hearth/shared/contracts/openapi')).buildOpenApiDocument();
  return { body: document, headers: { 'cache-control': 'public, max-age=300' } };
}
