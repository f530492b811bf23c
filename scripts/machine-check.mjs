// `node scripts/machine-check.mjs [label]`: one line on how busy and how quick this machine is
// now, printed by .ci/run before and after the suite. A CI run that took twice as long as the
// last one can then be told apart: the machine (load, time stolen by its host, slow fresh memory,
// a slow core) or the project. Linux only for the /proc figures; about a second.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const label = process.argv[2] ?? 'machine';
const ms = (start) => Math.round(Number(process.hrtime.bigint() - start) / 1e6);

// Not in test-results: Playwright empties that folder when it starts.
const SNAPSHOT_DIR = 'node_modules/.cache';
const SNAPSHOT = `${SNAPSHOT_DIR}/chalkwise-machine-check.json`;

/**
 * The share of CPU time the hypervisor gave to others (steal), since the last check when there
 * was one (its /proc/stat figures are kept in node_modules/.cache), else since boot.
 */
function stolen() {
  let now;
  try {
    now = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9);
  } catch {
    return 'no /proc/stat';
  }
  const ticks = now.map(Number);
  let before = ticks.map(() => 0);
  let since = 'since boot';
  try {
    before = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    since = 'since the last check';
  } catch {
    // The first check of a run.
  }
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  writeFileSync(SNAPSHOT, JSON.stringify(ticks));
  const delta = ticks.map((t, i) => t - before[i]);
  const total = delta.reduce((a, b) => a + b, 0) || 1;
  return `${((delta[7] / total) * 100).toFixed(1)}% of CPU time stolen by the host ${since}`;
}

// Fresh memory: 512 MiB allocated and written, page by page (what a browser does all the time).
let start = process.hrtime.bigint();
for (let i = 0; i < 4; i++) Buffer.allocUnsafeSlow(128 << 20).fill(i);
const memory = ms(start);
// One core's speed: a fixed integer loop.
start = process.hrtime.bigint();
let x = 0;
for (let i = 0; i < 2e8; i++) x = (x + i) | 0;
// The sum is read (it is never 0.5), so the loop cannot be optimised away.
const core = ms(start) + (x === 0.5 ? 1 : 0);

const load = os.loadavg().map((l) => l.toFixed(2));
console.log(
  `${label}: load ${load.join(' ')} on ${os.cpus().length} cores; ${stolen()}; ` +
    `512 MiB of fresh memory in ${memory} ms; a fixed loop in ${core} ms ` +
    `(a quiet machine here, 2026-12-04: 300-450 and 85-150 ms)`,
);
