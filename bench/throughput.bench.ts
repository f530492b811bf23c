// Request throughput of the hot endpoints at 50 concurrent connections on a real listening
// server (issue 16, item 3), and /healthz p99 while that mixed load runs on the embedded
// database (item 4): before (PGlite on the server's thread, as tests and benches open it) and
// after (PGlite on its own thread, as `npm start` opens it). The load and the /healthz prober
// run on threads of their own, so the server's event loop is the only thing measured.
// PostgreSQL figures need TEST_DATABASE_URL. Prints; fails past the /healthz budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { openPglite, openPostgres, type Database } from '../src/server/platform/db/client';
import { openEmbedded } from '../src/server/platform/db/embedded';
import { runMigrations } from '../src/server/platform/db/migrate';
import { systemClock } from '../src/server/platform/clock';
import { percentile } from './stats';

const CONNECTIONS = 50;
const REQUESTS = 3000;
const HEALTHZ_P99_BUDGET_MS = 100;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * A client thread: `count` requests over CONNECTIONS connections, cycling through `calls`;
 * answers the requests per second. Or, as the prober, GET /healthz one at a time until told
 * to stop, answering the latencies.
 */
const CLIENT = `
const { parentPort, workerData: w } = require('node:worker_threads');
const send = (c) => fetch(w.base + c.path, {
  method: c.method,
  headers: { cookie: w.cookie, origin: w.base, 'content-type': 'application/json' },
  body: c.body === undefined ? undefined : JSON.stringify(c.body),
});
if (w.probe) {
  let stop = false;
  const times = [];
  parentPort.on('message', () => { stop = true; });
  (async () => {
    while (!stop) {
      const t = performance.now();
      await (await fetch(w.base + '/healthz')).arrayBuffer();
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 5));
    }
    parentPort.postMessage(times);
  })();
} else {
  let next = 0;
  const started = performance.now();
  Promise.all(Array.from({ length: w.connections }, async () => {
    while (next < w.count) {
      const call = w.calls[next++ % w.calls.length];
      const res = await send(call);
      await res.arrayBuffer();
      if (!res.ok) throw new Error('HTTP ' + res.status + ' ' + call.path);
    }
  })).then(
    () => parentPort.postMessage(w.count / ((performance.now() - started) / 1000)),
    (e) => parentPort.postMessage({ error: String(e) }),
  );
}`;

async function client<T>(workerData: object, stop?: Promise<unknown>): Promise<T> {
  const worker = new Worker(CLIENT, { eval: true, workerData });
  const answer = once(worker, 'message') as Promise<[T | { error: string }]>;
  if (stop) {
    await stop;
    worker.postMessage('stop');
  }
  const [result] = await answer;
  await worker.terminate();
  if (result && typeof result === 'object' && 'error' in result) throw new Error(result.error);
  return result as T;
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
    const load = (count: number, calls: Call[]) =>
      client<number>({ base, cookie, count, calls, connections: CONNECTIONS });
    for (let i = 0; i < 20; i += 1) {
      const body = { title: `L${i}`, subject: 'Science', grade: '5' };
      await load(1, [{ method: 'POST', path: '/api/lessons', body }]);
    }
    console.log(`\n-- throughput on ${kind}, ${CONNECTIONS} connections`);
    const endpoints: [string, Call][] = [
      ['GET /api/user', { method: 'GET', path: '/api/user' }],
      ['GET /api/config/public', { method: 'GET', path: '/api/config/public' }],
      ['GET /api/lessons', { method: 'GET', path: '/api/lessons' }],
      ['GET /api/students', { method: 'GET', path: '/api/students' }],
      [
        'POST /api/lessons',
        {
          method: 'POST',
          path: '/api/lessons',
          body: { title: 'Bench', subject: 'Science', grade: '5' },
        },
      ],
    ];
    for (const [name, call] of endpoints) {
      await load(200, [call]); // warm-up
      console.log(`${name.padEnd(26)} ${(await load(REQUESTS, [call])).toFixed(0)} req/s`);
    }

    // /healthz answered while the mixed load runs (the event loop must stay free).
    const mixed = load(
      REQUESTS,
      endpoints.map(([, c]) => c),
    );
    const times = await client<number[]>({ base, probe: true }, mixed);
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    console.log(
      `/healthz during mixed load: n=${times.length} p50=${percentile(times, 50).toFixed(1)}ms p99=${p99.toFixed(1)}ms`,
    );
    return p99;
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One embedded database, opened one way, measured and removed. */
async function embedded(kind: string, open: (dir: string) => Promise<Database>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-tp-db-'));
  const database = await open(dir);
  try {
    return await run(kind, database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const before = await embedded('PGlite on the server thread (before)', openPglite);
const embeddedP99 = await embedded('PGlite on its own thread (npm start)', openEmbedded);
console.log(
  `\n/healthz p99 during mixed load on the embedded database: ${before.toFixed(1)} ms before, ${embeddedP99.toFixed(1)} ms after (budget ${HEALTHZ_P99_BUDGET_MS} ms)`,
);
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
