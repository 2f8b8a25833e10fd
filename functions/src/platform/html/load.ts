// The rich-text toolkit (sanitize-html, the HTML parser and its entity tables: about a third of a forum bundle) is
// loaded by the first request that writes rich text, so a cold start that only reads never parses it. The Lambda
// bundles are code-split (infra/lib/bundling.ts), which gives this import a chunk of its own.
export const loadRichText = () => import('./sanitize.ts');
