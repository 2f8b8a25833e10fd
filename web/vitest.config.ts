// The `web` vitest project: component tests in jsdom, served from a community host.
import { resolve } from 'node:path';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  // The app's config as the dev server sees it (the server-render build settings are for `vite build` only).
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    // The test helpers (web/test), as `@test/…`; `@/` (web/src) comes with the app's config.
    resolve: { alias: { '@test': resolve(import.meta.dirname, 'test') } },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      environmentOptions: { jsdom: { url: 'http://demo.localhost:4321/' } },
      // A first render loads lazy route chunks through Vite's transform: seconds on a busy shared machine (49 tests
      // timed out at 5 s at a load average of 18). Waits, not speed checks: speed is `npm run bench`'s.
      testTimeout: 30_000,
    },
  }),
);
