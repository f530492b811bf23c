// The largest OneRoster import allowed, on the embedded database (its own thread, one
// connection), while one thread polls /healthz and another a teacher's class list. Before issue
// 37 item 3 the import held the one connection in a single transaction and every other request
// waited for all of it. Prints the import's status and time and the worst wait of each poller;
// asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openEmbedded } from '../src/server/platform/db/embedded';
import { runMigrations } from '../src/server/platform/db/migrate';
import { systemClock } from '../src/server/platform/clock';
import { ensureConfiguredAccounts } from '../src/server/startup';
import { INTEROP_LIMITS } from '../src/contracts/interop.contract';
import { CLASS_LIMITS } from '../src/contracts/classes.contract';
import { rosterZip, type RosterFixture } from '../src/server/features/interop/interop.fixtures';
import { createProber } from './healthz-prober';
import { loadAverage, percentile } from './stats';

const PROBE_GAP_MS = 20;

/** As many students and classes as the limits allow, every class as full as enrollments allow. */
function largestRoster(): RosterFixture {
  const students = INTEROP_LIMITS.users - 1;
  const perClass = Math.min(
    CLASS_LIMITS.students,
    Math.floor(INTEROP_LIMITS.enrollments / INTEROP_LIMITS.classes) - 1,
  );
  const classes = INTEROP_LIMITS.classes;
  const r: RosterFixture = {
    users: [{ sourcedId: 't-1', givenName: 'Grace', familyName: 'Hopper', role: 'teacher' }],
    classes: [],
    enrollments: [],
  };
  for (let i = 0; i < students; i++)
    r.users.push({
      sourcedId: `s-${i}`,
      givenName: `Student ${i}`,
      familyName: 'O’Brien-Ågren',
      email: `s${i}@school.example`,
      grades: '07',
    });
  for (let c = 0; c < classes; c++) {
    r.classes.push({ sourcedId: `c-${c}`, title: `Class ${c}`, grades: '07' });
    r.enrollments.push({ classSourcedId: `c-${c}`, userSourcedId: 't-1', role: 'teacher' });
    for (let k = 0; k < perClass; k++)
      r.enrollments.push({
        classSourcedId: `c-${c}`,
        userSourcedId: `s-${(c * perClass + k) % students}`,
        role: 'student',
      });
  }
  return r;
}

const worst = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `n=${sorted.length} p50=${percentile(sorted, 50).toFixed(0)}ms max=${sorted.at(-1)!.toFixed(0)}ms`;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-bench-'));
const config = loadConfig({ DATA_DIR: dir, DEMO_MODE: 'true', LOG_LEVEL: 'silent' });
const database = await openEmbedded(dir);
await runMigrations(database);
const app = await createApp({ config, database, clock: systemClock, logger: false });
await ensureConfiguredAccounts(app, config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teacher', password: 'teacher123' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const zip = rosterZip(largestRoster());
  const health = createProber(`${address}/healthz`, PROBE_GAP_MS);
  const list = createProber(`${address}/api/classes?limit=50`, PROBE_GAP_MS, { cookie });
  const t = performance.now();
  const importing = fetch(`${address}/api/students/import/oneroster?teacher=*`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', cookie },
    body: new Uint8Array(zip),
  }).then(async (res) => ({
    status: res.status,
    ms: performance.now() - t,
    body: await res.text(),
  }));
  const [healthTimes, listTimes] = await Promise.all([
    health.probe(importing),
    list.probe(importing),
  ]);
  const done = await importing;
  console.log(
    `OneRoster import of ${(zip.length / 1024).toFixed(0)} KB zip: ${done.status} in ${(done.ms / 1000).toFixed(2)}s (${loadAverage()})`,
  );
  if (done.status !== 200) console.log(done.body.slice(0, 300));
  console.log(`  /healthz during it:      ${worst(healthTimes)}`);
  console.log(`  teacher's class list:    ${worst(listTimes)}`);
  await health.terminate();
  await list.terminate();
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
