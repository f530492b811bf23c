// /healthz latency while hostile exports and CSV imports run: a real listening server, one
// client polling /healthz back to back while another sends the heavy request. Layout and large
// CSV files run on the worker pool, so the event loop should keep answering in milliseconds.
// For contrast, the same 300,000-character-word PDF is also laid out on the main thread.
// Prints p50/p95/p99/max of /healthz and each heavy request's status and time; asserts nothing.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { systemClock } from '../src/server/platform/clock';
import { ensureConfiguredAccounts } from '../src/server/startup';
import { renderDocument } from '../src/server/features/export/export.worker';
import { createProber } from './healthz-prober';
import { percentile } from './stats';

const IDLE_PROBES = 300;
const PROBE_GAP_MS = 5;

const N = 500_000;
const quotesCsv = (n: number) => `Name,Email\nAda ${'"'.repeat(n)},`;
const HEAVY: [string, string, unknown][] = [
  [
    'PDF, one 300,000-character word',
    '/api/export/pdf',
    { title: 'T', content: 'w'.repeat(300_000) },
  ],
  ['PDF, 500,000 angle brackets', '/api/export/pdf', { title: 'T', content: '<'.repeat(N) }],
  ['PDF, 250,000 short lines', '/api/export/pdf', { title: 'T', content: 'a\n'.repeat(N / 2) }],
  ['PDF, quotes nested 500,000 deep', '/api/export/pdf', { title: 'T', content: '>'.repeat(N) }],
  ['Word, one 500,000-character word', '/api/export/docx', { title: 'T', content: 'w'.repeat(N) }],
  [
    'Word, 20,000 list items',
    '/api/export/docx',
    { title: 'T', content: '- item\n'.repeat(20_000) },
  ],
  [
    'Word, 166,000 paragraphs (413)',
    '/api/export/docx',
    { title: 'T', content: 'a\n\n'.repeat(N / 3 - 1) },
  ],
  ['CSV preview, a cell of 500,000 quotes', '/api/students/import/preview', { csv: quotesCsv(N) }],
];

const fmt = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `n=${sorted.length} p50=${percentile(sorted, 50).toFixed(1)}ms p95=${percentile(sorted, 95).toFixed(1)}ms p99=${percentile(sorted, 99).toFixed(1)}ms max=${sorted.at(-1)!.toFixed(1)}ms`;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-bench-'));
const config = loadConfig({ DATA_DIR: dir, DEMO_MODE: 'true', LOG_LEVEL: 'silent' });
const database = await openPglite(dir);
await runMigrations(database);
const app = await createApp({ config, database, clock: systemClock, logger: false });
await ensureConfiguredAccounts(app, config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const prober = createProber(`${address}/healthz`, PROBE_GAP_MS);
const probe = prober.probe;

try {
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teacher', password: 'teacher123' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const post = async (url: string, body: unknown) => {
    const t = performance.now();
    const res = await fetch(`${address}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  };

  console.log(`/healthz under hostile requests (worker pool, ${os.availableParallelism()} cores)`);
  // Warm the worker thread (modules, fonts) so the first row measures the work, not the start.
  await post('/api/export/pdf', { title: 'warm-up', content: 'x' });
  console.log(`${'idle'.padEnd(40)} ${fmt(await probe(null, IDLE_PROBES))}`);

  for (const [name, url, body] of HEAVY) {
    const heavy = post(url, body);
    const times = await probe(heavy);
    const { status, ms } = await heavy;
    console.log(`${name.padEnd(40)} ${fmt(times)} | ${status} in ${(ms / 1000).toFixed(2)}s`);
  }

  const all = Promise.all(HEAVY.map(([, url, body]) => post(url, body)));
  const times = await probe(all);
  const statuses = (await all).map((r) => r.status).join(',');
  console.log(`${'all of the above at once'.padEnd(40)} ${fmt(times)} | ${statuses}`);

  // The contrast: the same layout on the event loop itself, as before the worker pool.
  const t = performance.now();
  const inlineTimes = await probe(
    new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
      renderDocument({ format: 'pdf', title: 'T', content: 'w'.repeat(300_000) }),
    ),
  );
  console.log(
    `${'PDF 300k word ON THE MAIN THREAD'.padEnd(40)} ${fmt(inlineTimes)} | done in ${((performance.now() - t) / 1000).toFixed(2)}s`,
  );
} finally {
  await prober.terminate();
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
