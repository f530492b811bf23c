import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { connectPostgres, type Database } from './client';

/**
 * One connection: PGlite is a single PostgreSQL session behind any number of sockets, so two
 * connections preparing the same named statement (the hot queries are prepared) would collide,
 * and its thread runs one query at a time anyway.
 */
const CONNECTIONS = 1;

/**
 * The embedded database on a worker thread (issue 16, item 4): PGlite in-process took most of
 * the event loop under load, so every request waited behind every query. Here the app talks to
 * it through `pg`, exactly as to PostgreSQL. The socket lives in a fresh private folder (mode
 * 0700), so no other local user can reach a database that has no password.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-db-'));
  const worker = new Worker(new URL('./embedded-server.mjs', import.meta.url), {
    workerData: {
      dataDir: path.join(dataDir, 'pglite'),
      // libpq's naming, so `pg` finds it from the folder alone.
      socketPath: path.join(socketDir, '.s.PGSQL.5432'),
      maxConnections: CONNECTIONS,
    },
  });
  let closing = false;
  worker.on('exit', (code) => {
    if (closing) return;
    // Without its database the app can only fail requests: stop, so a supervisor restarts it.
    console.error(`The embedded database stopped (exit code ${code}); shutting down.`);
    process.exit(1);
  });
  const [first] = (await once(worker, 'message')) as [{ ready?: true; failed?: string }];
  if (!first.ready) {
    closing = true;
    await worker.terminate();
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`The embedded database could not open ${dataDir}: ${first.failed}`);
  }
  const database = connectPostgres(
    { host: socketDir, user: 'postgres', database: 'postgres', max: CONNECTIONS },
    'embedded',
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
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
