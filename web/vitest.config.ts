// The `web` vitest project: component tests in jsdom, served from a community host.
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      environmentOptions: { jsdom: { url: 'http://demo.localhost:4321/' } },
    },
  }),
);
