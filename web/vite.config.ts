// Builds the SPA into web/dist; `npm run dev` proxies the API to the local platform.
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const apiOrigin = process.env.HEARTH_API_ORIGIN ?? 'http://localhost:4321';

/** Chunks named after their group; other shared code gets a neutral name (see chunkFileNames). */
const namedChunks = new Set(['framework', 'zod']);

/** The route trees: the entry imports one of them lazily, by host (web/src/main.tsx). */
const trees = {
  community: resolve(import.meta.dirname, 'src/routes/community/community-site.tsx'),
  owner: resolve(import.meta.dirname, 'src/routes/owner/owner-app.tsx'),
};
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module a tree imports statically, itself included: what that tree's first paint downloads. */
function staticClosure(graph: ModuleGraph, root: string) {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Our own first-paint code in one chunk per tree (plus one for what both trees share), instead of the two dozen
 * slivers Rolldown cut where lazy pages share a module with the tree: every sliver cost its own gzip frame and
 * import/export lists. A lazy page that needs such a module finds its chunk already loaded. The libraries that code
 * imports come along into the same chunks; where both trees use one, the owner app downloads the community's chunk.
 * Measured (`npm run bench`, spa rows): community 161.6 → 153.1 KB gzip (budget 160), owner 146.6 → 161.3 KB
 * (budget 200) — the community site is the one every visitor loads and the one at its budget.
 */
function firstPaintChunk() {
  let closures: { community: Set<string>; owner: Set<string> } | undefined;
  return (id: string, graph: ModuleGraph) => {
    closures ??= { community: staticClosure(graph, trees.community), owner: staticClosure(graph, trees.owner) };
    if (id === trees.community || id === trees.owner || !id.includes('/web/src/')) return null;
    const community = closures.community.has(id);
    const owner = closures.owner.has(id);
    if (community && owner) return 'first-paint';
    if (community) return 'community-first-paint';
    return owner ? 'owner-first-paint' : null;
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // `@/…` is web/src/…, for imports that would otherwise climb two or more folders (web/tsconfig.json `paths`).
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The emoji fallback's font subsets stay files, fetched only for the emoji a page shows; inlined (vite inlines
    // assets under 4 KB) they would ride in the CSS every page loads.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Code shared by both trees gets a neutral name (it would be named after whichever module came first).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || namedChunks.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/common-[hash].js',
        codeSplitting: {
          groups: [
            // Every page needs these libraries whole: one chunk compresses better than the dozen slivers the lazy
            // pages would otherwise cut them into, and it stays cached across deploys that change only our code.
            {
              name: 'framework',
              // With Rolldown's runtime (its CommonJS interop helpers, which React's modules need): one file less
              // before first paint.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]|^\0?rolldown[:/]runtime/,
            },
            // zod is not part of first paint: route search is checked by hand (web/src/lib/search-params.ts) and
            // first-paint fetchers load their response schemas beside the request (web/src/lib/api-client.ts).
            // One chunk of its own for the same reasons as the framework, loaded when the first schema is. A static
            // import of zod or of a schema module from first-paint code would put it back (`npm run bench` lists
            // each tree's files).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Our first-paint code; the libraries it imports come along unless a group above took them.
            { name: firstPaintChunk() },
          ],
        },
      },
    },
  },
  // The server render (`vite build --ssr src/ssr/render.tsx`, web/dist-ssr): one self-contained bundle, so the render
  // Lambda ships it as it is and the local gateway imports it without the workspace's node_modules.
  // Build only: under vitest (command 'serve') inlining every dependency would run all of them through the transform
  // pipeline and slow the web tests' lazy imports past their waits.
  ...(command === 'build'
    ? {
        ssr: { noExternal: true },
        // Node leaves process.env.NODE_ENV unset: the server bundle takes React's production build, as the browser's.
        environments: { ssr: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } },
      }
    : {}),
  server: {
    // Every community is its own subdomain (demo.localhost, app.localhost, ...).
    allowedHosts: ['.localhost'],
    proxy: {
      // changeOrigin stays off: the API resolves the community from the Host header.
      '/api': { target: apiOrigin },
      '/media': { target: apiOrigin },
      '/_dev': { target: apiOrigin },
    },
  },
}));
