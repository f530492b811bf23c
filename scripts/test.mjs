// `npm test`: the whole Vitest suite, then the browser tests when a system Chromium is present.
// Ends with one plain line, "tests: N passed, N failed, N skipped", counting both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
const totals = { passed: 0, failed: 0, skipped: 0 };
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

mkdirSync('test-results', { recursive: true });
rmSync('test-results/vitest.json', { force: true });
rmSync('test-results/e2e.json', { force: true });

const unit = run('node_modules/.bin/vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const v = readJson('test-results/vitest.json');
if (v) {
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + v.numTodoTests;
}

let e2e = 0;
if (unit !== 0) {
  console.log('Browser tests not run: the unit and API tests failed.');
} else if (!findChromium()) {
  console.log(
    'Browser tests skipped: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).',
  );
} else {
  e2e = run('node', ['scripts/e2e.mjs']);
  const p = readJson('test-results/e2e.json');
  if (p) {
    totals.passed += p.stats.expected + p.stats.flaky;
    totals.failed += p.stats.unexpected;
    totals.skipped += p.stats.skipped;
  } else if (e2e !== 0) {
    totals.failed += 1;
  }
}

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(unit !== 0 ? unit : e2e);
