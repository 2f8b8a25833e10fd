// The reference page's document: only the operations an API key opens, tagged "Public API", with the components.
import { systemRoutes } from '@hearth/shared/contracts/routes';
import { buildOpenApiDocument, PUBLIC_API_TAG } from '@hearth/shared/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { API_DOCUMENT_PATH, publicApiDocument } from './public-api-document.ts';

type Doc = {
  paths: Record<string, Record<string, { tags: string[] }>>;
  tags: Array<{ name: string }>;
  components: unknown;
};

describe('the public API document', () => {
  it('is the API document the system domain serves', () => {
    expect(API_DOCUMENT_PATH).toBe(systemRoutes.getOpenApi.path);
  });

  it("keeps the public API's operations, and every one of them, with the components", () => {
    const whole = buildOpenApiDocument() as Doc;
    const kept = publicApiDocument(whole) as Doc;
    const operations = (doc: Doc) =>
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, tags: op.tags })),
      );
    const publicOnes = operations(whole).filter((op) => op.tags.includes(PUBLIC_API_TAG));
    expect(publicOnes.length).toBeGreaterThan(5);
    expect(
      operations(kept)
        .map((op) => op.key)
        .sort(),
    ).toEqual(publicOnes.map((op) => op.key).sort());
    expect(operations(kept).some((op) => op.key.startsWith('post /api/v1/auth'))).toBe(false);
    expect(kept.tags.map((tag) => tag.name)).toEqual([PUBLIC_API_TAG]);
    expect(kept.components).toEqual(whole.components);
  });
});
