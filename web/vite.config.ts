// Builds the SPA into web/dist; `npm run dev` proxies the API to the local platform.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = process.env.HEARTH_API_ORIGIN ?? 'http://localhost:4321';

/** Chunks named after their group; other shared code gets a neutral name (see chunkFileNames). */
const namedChunks = new Set(['framework', 'zod']);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
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
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
            },
            // zod is not part of first paint: route search is checked by hand (web/src/lib/search-params.ts) and
            // first-paint fetchers load their response schemas beside the request (web/src/lib/api-client.ts).
            // One chunk of its own for the same reasons as the framework, loaded when the first schema is. A static
            // import of zod or of a schema module from first-paint code would put it back (`npm run bench` lists
            // each tree's files).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
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
