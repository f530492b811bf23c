// `npm run test:e2e [-- files or -g pattern]`: builds the client if needed and runs the
// Playwright journeys in e2e/ (extra arguments go to Playwright).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error('No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH.');
  process.exit(1);
}
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/client/index.html')) {
  const b = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync(
  'node_modules/.bin/playwright',
  ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
