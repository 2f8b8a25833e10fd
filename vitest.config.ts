// Test layers as vitest projects; `npm test` runs them in order (scripts/test.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          // Synthesis (with esbuild bundling of every Lambda) runs in tests and in beforeAll hooks alike.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
