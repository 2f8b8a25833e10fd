// e2e: user journeys in Debian Chromium against the built SPA on a local platform this run starts itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { TEST_MEMBER_RATE_LIMITS } from '../support/platform.ts';

const port = Number(process.env.E2E_PORT ?? 4499);
// Workers load this file too; only the main process starts the server, so the folder it names is the one used.
const dataDir = process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'hearth-e2e-')));

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://demo.localhost:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    // A test tagged @desktop runs only at 1280 px (desktop-only pages), one tagged @mobile only at 390 px.
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: `node_modules/.bin/tsx scripts/local/start.ts --port ${port} --data-dir ${dataDir} --quiet`,
    cwd: join(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: 'ERROR',
      MEMBER_RATE_LIMITS: TEST_MEMBER_RATE_LIMITS,
      // The AI writing assist's labelled dev provider, for ai-assist.spec.ts (docs/architecture/ai-assist.md).
      HEARTH_AI: 'echo',
    },
  },
});
