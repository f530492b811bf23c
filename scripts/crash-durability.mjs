// `npm run crash-test`: durability under `kill -9`. Starts the real server on a fresh embedded
// database (and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database too), has a
// teacher write students and lessons from several concurrent clients, SIGKILLs the server in
// the middle of the load, restarts it and checks that every write it acknowledged (2xx) is
// still there. Several rounds per database. Prints acknowledged/found/lost per round and exits
// non-zero if any acknowledged record is missing.
//
//   CRASH_ROUNDS (3)  CRASH_WRITERS (8)  CRASH_KILL_MS (400-1400, random per round)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 8);
const killDelay = () =>
  process.env.CRASH_KILL_MS ? Number(process.env.CRASH_KILL_MS) : 400 + Math.random() * 1000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A port nothing listens on now, asked of the system. A guessed port in the ephemeral range can be
 * held by any outgoing connection on the machine (CI once lost a run to 58618 that way).
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** One server process: node with tsx's loader directly, so SIGKILL hits the server itself. */
function startServer(port, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited };
}

/**
 * Starts a server on a free port and waits until it answers. A port can still be taken between
 * the probe and the server's listen, so a server that exits before it is ready is started again
 * on another port, twice at most; the client follows it there.
 */
async function startReady(api, env) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = startServer(port, env);
    api.base = `http://127.0.0.1:${port}`;
    try {
      const ms = await waitReady(api.base, server);
      return { server, ms };
    } catch (e) {
      if (attempt >= 3 || server.child.exitCode === null) throw e;
      console.log(`server on port ${port} exited before it was ready; starting it on another`);
    }
  }
}

async function waitReady(base, server, timeoutMs = 90_000) {
  const started = Date.now();
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() - started < timeoutMs) {
    if (gone) throw new Error('server exited before it was ready');
    try {
      // Bounded: whatever else holds a port may take the connection and never answer.
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/** A tiny cookie-keeping client for one teacher, calling the server at `base` (set per start). */
function client() {
  let cookie = '';
  const api = { base: '', call };
  async function call(method, url, body) {
    const res = await fetch(`${api.base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie?.() ?? [];
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, next: res.headers.get('x-next-cursor') };
  }
  return api;
}

/** Every page of a list (lists answer 200 rows at most and name the next page in a header). */
async function listAll(api, url) {
  const rows = [];
  let cursor = null;
  do {
    const res = await api.call(
      'GET',
      `${url}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (res.status !== 200) return { status: res.status, json: rows };
    rows.push(...res.json);
    cursor = res.next;
  } while (cursor);
  return { status: 200, json: rows };
}

const ok = (res) => res.status >= 200 && res.status < 300;
const studentPrint = (s) => `${s.firstName} | ${s.notes}`;

/**
 * Writers loop until `stop` is set or the server goes away. Each creates students and lessons
 * and updates its own students' notes; returns, per record, the states it may be found in:
 * the last acknowledged one, or an update in flight at the kill (which may have committed).
 */
async function writeLoad(api, round, stop) {
  const acked = { students: new Map(), lessons: new Map() };
  let attempted = 0;
  let updates = 0;
  const writer = async (w) => {
    const mine = [];
    for (let i = 0; !stop.now; i++) {
      const tag = `r${round}w${w}n${i}`;
      let inflight;
      attempted++;
      try {
        if (i % 3 === 0) {
          const res = await api.call('POST', '/api/students', {
            firstName: `Crash ${tag}`,
            lastName: 'Durable',
            grade: '5',
            notes: `written in round ${round}`,
          });
          if (ok(res)) {
            acked.students.set(res.json.id, new Set([studentPrint(res.json)]));
            mine.push(res.json);
          }
        } else if (i % 3 === 1 || mine.length === 0) {
          const res = await api.call('POST', '/api/lessons', {
            title: `Crash lesson ${tag}`,
            subject: 'Science',
            grade: '5',
            content: { generatedContent: `# ${tag}\n\n${'Durable text. '.repeat(50)}` },
          });
          if (ok(res)) acked.lessons.set(res.json.id, new Set([res.json.title]));
        } else {
          const student = mine[i % mine.length];
          const next = { ...student, notes: `updated ${tag}` };
          inflight = () => acked.students.get(student.id).add(studentPrint(next));
          const res = await api.call('PATCH', `/api/students/${student.id}`, { notes: next.notes });
          inflight = undefined;
          if (ok(res)) {
            acked.students.set(student.id, new Set([studentPrint(res.json)]));
            Object.assign(student, res.json);
            updates++;
          }
        }
      } catch {
        // The connection died with the server: not acknowledged. An update may still have
        // committed, so either state is allowed.
        inflight?.();
        if (stop.now) return;
        await sleep(20);
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return { acked, attempted, updates };
}

async function signedIn(api, username, password) {
  const me = await api.call('GET', '/api/user');
  if (me.status === 200) return;
  const res = await api.call('POST', '/api/login', { username, password });
  if (res.status !== 200) throw new Error(`login after restart: ${res.status} ${res.text}`);
}

/** Every acknowledged record, in an acknowledged state, among what the restarted server lists. */
async function verify(api, acked) {
  const students = await listAll(api, '/api/students');
  const lessons = await listAll(api, '/api/lessons');
  if (students.status !== 200 || lessons.status !== 200) {
    throw new Error(`listing after restart: ${students.status} ${lessons.status}`);
  }
  const have = {
    students: new Map(students.json.map((s) => [s.id, studentPrint(s)])),
    lessons: new Map(lessons.json.map((l) => [l.id, l.title])),
  };
  const lost = [];
  let total = 0;
  for (const kind of ['students', 'lessons']) {
    for (const [id, allowed] of acked[kind]) {
      total++;
      const found = have[kind].get(id);
      if (!allowed.has(found))
        lost.push(`${kind}/${id}: ${found ?? 'missing'}, expected ${[...allowed].join(' or ')}`);
    }
  }
  return {
    total,
    found: total - lost.length,
    lost,
    stored: have.students.size + have.lessons.size,
  };
}

async function runTarget(name, env) {
  const started = Date.now();
  const username = `crash${Date.now()}`;
  const password = 'correct-horse-crash-42';
  const api = client();
  const all = { students: new Map(), lessons: new Map() };
  let lostTotal = 0;

  const first = await startReady(api, env);
  let server = first.server;
  try {
    const firstReady = first.ms;
    const reg = await api.call('POST', '/api/register', { username, password, firstName: 'Crash' });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.text}`);
    console.log(`${name}: server ready in ${firstReady} ms`);

    for (let round = 1; round <= ROUNDS; round++) {
      const stop = { now: false };
      const load = writeLoad(api, round, stop);
      const delay = killDelay();
      await sleep(delay);
      server.child.kill('SIGKILL');
      const exit = await server.exited;
      stop.now = true;
      const { acked, attempted, updates } = await load;
      for (const kind of ['students', 'lessons'])
        for (const [k, v] of acked[kind]) all[kind].set(k, v);

      const restart = await startReady(api, env);
      server = restart.server;
      const ready = restart.ms;
      await signedIn(api, username, password);
      const check = await verify(api, acked);
      lostTotal += check.lost.length;
      console.log(
        `${name} round ${round}: killed after ${Math.round(delay)} ms (${exit.signal ?? exit.code}); ` +
          `${attempted} writes sent, ${check.total} records and ${updates} updates acknowledged, ${check.found} found, ` +
          `${check.lost.length} lost; ${check.stored} rows stored; restart ready in ${ready} ms`,
      );
      for (const l of check.lost.slice(0, 10)) console.log(`  lost: ${l}`);
      if (check.total === 0) {
        console.log(`${name} round ${round}: no write was acknowledged before the kill`);
      }
    }

    // Everything acknowledged in any round is still there after all the crashes.
    const final = await verify(api, all);
    lostTotal = Math.max(lostTotal, final.lost.length);
    console.log(
      `${name} total: ${final.total} acknowledged, ${final.found} found, ${final.lost.length} lost ` +
        `over ${ROUNDS} kills in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { lost: lostTotal, acknowledged: final.total };
  } finally {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    await server.exited;
    clearTimeout(timer);
  }
}

/** A fresh database next to TEST_DATABASE_URL's, dropped afterwards. */
async function withPostgres(url, fn) {
  const dbName = `chalkwise_crash_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  try {
    return await fn(target.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await dropper.end();
  }
}

const started = Date.now();
const results = [];
let failed = false;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-crash-'));
try {
  results.push(['embedded', await runTarget('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' })]);
  if (process.env.TEST_DATABASE_URL) {
    results.push([
      'postgres',
      await withPostgres(process.env.TEST_DATABASE_URL, (url) =>
        runTarget('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }),
      ),
    ]);
  } else {
    console.log('postgres: skipped (set TEST_DATABASE_URL to run it on PostgreSQL too)');
  }
} catch (e) {
  console.error(`crash test could not run: ${e instanceof Error ? e.message : e}`);
  failed = true;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const [name, r] of results) {
  if (r.lost > 0) failed = true;
  if (r.acknowledged === 0) {
    console.error(`${name}: nothing was acknowledged, so nothing was tested`);
    failed = true;
  }
}
console.log(
  `crash-test: ${results.map(([n, r]) => `${n} ${r.acknowledged} acknowledged, ${r.lost} lost`).join('; ')} ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed ? 1 : 0);
