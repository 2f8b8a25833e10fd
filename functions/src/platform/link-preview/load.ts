// The link-preview fetcher (its address policy, HTML parser and entity tables) is loaded by the first request that
// asks for a preview, in a chunk of its own (infra/lib/bundling.ts), so other cold starts never parse it.
export const loadLinkPreviews = () => import('./fetch-preview.ts');
