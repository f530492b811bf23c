import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two files at a time, each worker on its own server (fixtures.ts); E2E_WORKERS=1 for one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Generous: CI has two cores, and some tests scan several pages with axe.
  timeout: 90_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results',
  use: {
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
