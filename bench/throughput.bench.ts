// Request throughput of the hot endpoints at 50 concurrent connections on a real listening
// server (issue 16, item 3), and /healthz p99 while that mixed load runs on the embedded
// database (item 4). PostgreSQL figures need TEST_DATABASE_URL. Prints; fails past the
// /healthz budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres, type Database } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { systemClock } from '../src/server/platform/clock';
import { percentile } from './stats';

const CONNECTIONS = 50;
const REQUESTS = 3000;
const HEALTHZ_P99_BUDGET_MS = 100;

type Call = () => Promise<Response>;

async function load(count: number, once: Call) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < count) {
        next += 1;
        const res = await once();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function run(kind: string, database: Database) {
  await runMigrations(database);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-tp-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO_MODE: 'false' });
  const app = await createApp({ config, database, clock: systemClock, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const username = `tp${Date.now().toString(36)}`;
    const reg = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username, password: 'bench-password-1' }),
    });
    if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
    const get = (p: string) => () => fetch(`${base}${p}`, { headers: { cookie } });
    for (let i = 0; i < 20; i += 1) {
      await fetch(`${base}/api/lessons`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ title: `L${i}`, subject: 'Science', grade: '5' }),
      });
    }
    console.log(`\n-- throughput on ${kind}, ${CONNECTIONS} connections`);
    const endpoints: [string, Call][] = [
      ['GET /api/user', get('/api/user')],
      ['GET /api/config/public', get('/api/config/public')],
      ['GET /api/lessons', get('/api/lessons')],
      ['GET /api/students', get('/api/students')],
      [
        'POST /api/lessons',
        () =>
          fetch(`${base}/api/lessons`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', origin: base },
            body: JSON.stringify({ title: 'Bench', subject: 'Science', grade: '5' }),
          }),
      ],
    ];
    for (const [name, call] of endpoints) {
      await load(200, call); // warm-up
      console.log(`${name.padEnd(26)} ${(await load(REQUESTS, call)).toFixed(0)} req/s`);
    }

    // /healthz answered while the mixed load runs (the event loop must stay free).
    const times: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const t = performance.now();
        await (await fetch(`${base}/healthz`)).arrayBuffer();
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    let i = 0;
    await load(REQUESTS, () => endpoints[i++ % endpoints.length]![1]());
    running = false;
    await probe;
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    console.log(
      `/healthz during mixed load: n=${times.length} p50=${percentile(times, 50).toFixed(1)}ms p99=${p99.toFixed(1)}ms (budget ${HEALTHZ_P99_BUDGET_MS} ms on the embedded database)`,
    );
    return p99;
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-tp-db-'));
const pglite = await openPglite(dir);
let embeddedP99: number;
try {
  embeddedP99 = await run('the embedded database (PGlite)', pglite);
} finally {
  await pglite.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL) {
  const pg = openPostgres(process.env.TEST_DATABASE_URL);
  try {
    await run('PostgreSQL', pg);
  } finally {
    await pg.close();
  }
} else {
  console.log('(TEST_DATABASE_URL unset: PostgreSQL throughput skipped)');
}
if (embeddedP99 > HEALTHZ_P99_BUDGET_MS) {
  console.log(`OVER BUDGET: /healthz p99 ${embeddedP99.toFixed(1)} ms on the embedded database`);
  process.exitCode = 1;
}
