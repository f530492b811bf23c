// API latency on the embedded database: a real listening server, real HTTP, a fixed number
// of requests at a fixed concurrency. Prints p50/p95/p99 and throughput; asserts nothing.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { systemClock } from '../src/server/platform/clock';
import { ensureConfiguredAccounts } from '../src/server/startup';
import { percentile } from './stats';

const REQUESTS = 2000;
const CONCURRENCY = 20;

async function measure(name: string, count: number, once: () => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const t = performance.now();
        const res = await once();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} n=${count} p50=${percentile(times, 50).toFixed(1)}ms p95=${percentile(times, 95).toFixed(1)}ms p99=${percentile(times, 99).toFixed(1)}ms ${(count / total).toFixed(0)} req/s`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-bench-'));
const config = loadConfig({ DATA_DIR: dir, DEMO_MODE: 'true', LOG_LEVEL: 'silent' });
const database = await openPglite(dir);
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
  console.log(`API benchmark (embedded PGlite, ${CONCURRENCY} concurrent)`);
  await measure('GET /healthz', REQUESTS, () => fetch(`${address}/healthz`));
  await measure('GET /api/user (session)', REQUESTS, () =>
    fetch(`${address}/api/user`, { headers: { cookie } }),
  );
  await measure('GET /api/config/public', REQUESTS, () => fetch(`${address}/api/config/public`));
  // Logins are deliberately slow (argon2id) and rate-limited per address (100 per 15 min).
  await measure('POST /api/login (argon2id)', 60, () =>
    fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'teacher', password: 'teacher123' }),
    }),
  );
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
