import { buildOpenApiDocument } from '@hearth/shared/contracts/openapi';

let document: Record<string, unknown> | undefined;

/** The document is derived from static contracts, so it is built once per container. */
export async function getOpenApi() {
  document ??= buildOpenApiDocument();
  return { body: document, headers: { 'cache-control': 'public, max-age=300' } };
}
