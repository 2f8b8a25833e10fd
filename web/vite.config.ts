// Builds the SPA into web/dist; `npm run dev` proxies the API to the local platform.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = process.env.HEARTH_API_ORIGIN ?? 'http://localhost:4321';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Code shared by both trees gets a neutral name (it would be named after whichever module came first).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || chunk.name === 'framework' ? 'assets/[name]-[hash].js' : 'assets/common-[hash].js',
        codeSplitting: {
          // Every page needs these libraries whole: one chunk compresses better than the dozen slivers the lazy
          // pages would otherwise cut them into, and it stays cached across deploys that change only our code.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|zod|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
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
});
