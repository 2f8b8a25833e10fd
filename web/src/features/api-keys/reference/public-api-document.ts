// The public REST API's part of the API document: the operations tagged "Public API" (the ones an API key opens),
// with the document's components, so the reference page shows what a key can do and nothing of the app's own API.
import { PUBLIC_API_TAG } from '@hearth/shared/contracts/integration-routes';

/**
 * The API document (systemRoutes.getOpenApi; public-api-document.test.ts holds the two together), written out: the
 * route table that names it would otherwise join the shared chunk every community visitor downloads.
 */
export const API_DOCUMENT_PATH = '/api/v1/openapi.json';

interface OpenApiDocument {
  paths?: Record<string, Record<string, { tags?: string[] } | unknown>>;
  tags?: Array<{ name: string }>;
  [key: string]: unknown;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

export function publicApiDocument(document: OpenApiDocument): OpenApiDocument {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const kept = Object.entries(item).filter(
      ([method, operation]) =>
        METHODS.has(method) && ((operation as { tags?: string[] }).tags ?? []).includes(PUBLIC_API_TAG),
    );
    if (kept.length > 0) paths[path] = Object.fromEntries(kept);
  }
  return { ...document, paths, tags: (document.tags ?? []).filter((tag) => tag.name === PUBLIC_API_TAG) };
}
