import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { fork } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { connectPostgres, type Database } from './client';

/**
 * One connection: PGlite is a single PostgreSQL session behind any number of sockets, so two
 * connections preparing the same named statement (the hot queries are prepared) would collide,
 * and its thread runs one query at a time anyway.
 */
const CONNECTIONS = 1;
/**
 * The thread accepts a few more: after an error the pool replaces its connection at once, and
 * the new one must not be refused ("Too many connections") while the old socket is still closing.
 */
const ACCEPTED_CONNECTIONS = 4;

const SERVER_MODULE = new URL('./embedded-server.mjs', import.meta.url);
type Report = { ready?: true; failed?: string };
const failure = (dataDir: string, report: Report | undefined) =>
  new Error(`The embedded database could not open ${dataDir}: ${report?.failed ?? 'it stopped'}`);

/** A database thread, once it says it is ready; its failure to open is thrown. */
async function startThread(workerData: {
  dataDir: string;
  socketPath: string;
  maxConnections: number;
}): Promise<Worker> {
  const worker = new Worker(SERVER_MODULE, { workerData });
  const [first] = (await once(worker, 'message')) as [Report];
  if (!first.ready) {
    await worker.terminate();
    throw failure(workerData.dataDir, first);
  }
  return worker;
}

/**
 * Creates a new database in a short-lived child process: initdb's WebAssembly memory and the
 * compiler's buffers (about 170 MB) would otherwise stay with this process for its lifetime.
 */
async function createDatabase(dataDir: string) {
  // No inherited execArgv: the module is plain JavaScript, and test runners' loader flags
  // have no business in it.
  const child = fork(SERVER_MODULE, [dataDir], { execArgv: [], stdio: 'inherit' });
  let report: Report | undefined;
  child.on('message', (message: Report) => (report = message));
  await once(child, 'exit');
  if (!report?.ready) throw failure(dataDir, report);
}

/**
 * The embedded database on a worker thread (issue 16, item 4): PGlite in-process took most of
 * the event loop under load, so every request waited behind every query. Here the app talks to
 * it through `pg`, exactly as to PostgreSQL. The socket lives in a fresh private folder (mode
 * 0700), so no other local user can reach a database that has no password.
 */
export async function openEmbedded(
  dataDir: string,
  onError?: (err: unknown) => void,
): Promise<Database> {
  // PostgreSQL's WebAssembly stays on V8's baseline compiler. Left to tier up, the optimising
  // compiler's code and its freed working memory (which glibc keeps) cost about 60-90 MB of
  // RSS for good, and bought no throughput: one school's queries are short, and the socket,
  // not the query, is the cost (bench/throughput.bench.ts and bench/startup.bench.ts, both
  // ways: same req/s; idle RSS after a first start 339 -> 252 MB). Set before the thread
  // compiles PGlite; the process has no other WebAssembly on a hot path.
  setFlagsFromString('--liftoff-only');
  fs.mkdirSync(dataDir, { recursive: true });
  const pgData = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    await createDatabase(pgData);
  }
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-db-'));
  let closing = false;
  let worker: Worker;
  try {
    worker = await startThread({
      dataDir: pgData,
      // libpq's naming, so `pg` finds it from the folder alone.
      socketPath: path.join(socketDir, '.s.PGSQL.5432'),
      maxConnections: ACCEPTED_CONNECTIONS,
    });
  } catch (error) {
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  publishSocket(dataDir, socketDir);
  worker.on('exit', (code) => {
    if (closing) return;
    // Without its database the app can only fail requests: stop, so a supervisor restarts it.
    console.error(`The embedded database stopped (exit code ${code}); shutting down.`);
    process.exit(1);
  });
  const database = connectPostgres(
    { host: socketDir, user: 'postgres', database: 'postgres', max: CONNECTIONS },
    'embedded',
    onError,
  );
  return {
    ...database,
    close: async () => {
      closing = true;
      await database.close();
      const closed = once(worker, 'message');
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      withdrawSocket(dataDir, socketDir);
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * Where a running server says its database socket is, so a command (`npm run
 * admin:reset-password`) can use the database the server holds: a second PGlite opening the
 * same folder would corrupt it. The file names the private socket folder (mode 0700 keeps
 * other local users out, as before); it is readable by the server's own user only.
 */
const socketNote = (dataDir: string) => path.join(dataDir, 'embedded-socket');

function publishSocket(dataDir: string, socketDir: string) {
  fs.writeFileSync(socketNote(dataDir), socketDir, { mode: 0o600 });
}

function withdrawSocket(dataDir: string, socketDir: string) {
  try {
    // Only our own note: another process may have opened the folder since.
    if (fs.readFileSync(socketNote(dataDir), 'utf8') === socketDir) fs.rmSync(socketNote(dataDir));
  } catch {
    // no note: nothing to withdraw
  }
}

/**
 * The database of a server running on this data folder, through its socket; undefined when
 * none answers (no server, or a note left by one that crashed). One connection, and no
 * DEALLOCATE on connect as the server's own pool does: this database is one session, and
 * that would drop the server's prepared statements.
 */
export async function attachToRunningEmbedded(
  dataDir: string,
  onError?: (err: unknown) => void,
): Promise<Database | undefined> {
  let socketDir: string;
  try {
    socketDir = fs.readFileSync(socketNote(dataDir), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (!socketDir || !fs.existsSync(path.join(socketDir, '.s.PGSQL.5432'))) return undefined;
  const database = connectPostgres(
    {
      host: socketDir,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      connectionTimeoutMillis: 5000,
    },
    'postgres',
    onError,
  );
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    await database.close().catch(() => undefined);
    return undefined;
  }
  return { ...database, kind: 'embedded' };
}
