// `npm test`: the whole Vitest suite, then the browser tests when a system Chromium is present.
// Ends with one plain line, "tests: N passed, N failed, N skipped", counting both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
const totals = { passed: 0, failed: 0, skipped: 0 };
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
/** The Vitest tests a report marks skipped (the Playwright report's are counted, not named). */
const skippedNames = (report) =>
  (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'pending' || t.status === 'skipped' || t.status === 'todo')
      .map((t) => t.fullName),
  );

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

// CI sets this: every service and Chromium is there, so nothing may be skipped or left out.
const complete = process.env.TEST_REQUIRE_COMPLETE === '1';
const incomplete = [];

let e2e = 0;
if (unit !== 0) {
  console.log('Browser tests not run: the unit and API tests failed.');
} else if (!findChromium()) {
  console.log(
    'Browser tests skipped: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).',
  );
  if (complete) incomplete.push('the browser tests did not run (no Chromium)');
} else {
  e2e = run('node', ['scripts/e2e.mjs']);
  const p = readJson('test-results/e2e.json');
  if (p) {
    totals.passed += p.stats.expected + p.stats.flaky;
    totals.failed += p.stats.unexpected;
    totals.skipped += p.stats.skipped;
  } else if (e2e !== 0) {
    totals.failed += 1;
  } else if (complete) {
    incomplete.push('the browser tests left no report');
  }
}
if (complete && totals.skipped > 0) {
  incomplete.push(`${totals.skipped} skipped: ${skippedNames(v).join('; ')}`);
}
for (const reason of incomplete) console.log(`Incomplete run: ${reason}.`);

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(unit !== 0 ? unit : e2e !== 0 ? e2e : incomplete.length > 0 ? 1 : 0);
