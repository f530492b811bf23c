import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

// Chosen once in the main process; workers inherit the environment, so they agree.
process.env.E2E_PORT ??= String(40_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `chalkwise-e2e-${process.env.E2E_PORT}`);
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: CI has two cores, and some tests scan several pages with axe.
  timeout: 90_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The built server on a random port with a fresh data directory, demo mode on.
  webServer: {
    command: `rm -rf "${process.env.E2E_DATA_DIR}" && node_modules/.bin/tsx src/server/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
