// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs its
// queries here and serves them over the PostgreSQL wire protocol on a private Unix socket, so a
// slow query occupies this thread and never the one answering HTTP. Plain JavaScript because
// Node loads a worker's entry itself, the same under tsx, vitest and the compiled server.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// Run as a child process (`node embedded-server.mjs DIR`), it creates a new database and exits.
// initdb's WebAssembly memory and the compiler's buffers stay with whatever ran it, even after a
// thread ends (glibc keeps the freed pages), so only a process of its own hands them all back.
const { dataDir, socketPath, maxConnections, initOnly } = isMainThread
  ? { dataDir: process.argv[2], initOnly: true }
  : workerData;
// A child process lets go of its IPC channel once it has reported, so that it can exit.
const report = (message) =>
  isMainThread
    ? process.send(message, () => process.disconnect())
    : parentPort.postMessage(message);

/**
 * PGlite's default shared_buffers is PostgreSQL's 128 MB, all of it touched in memory; one
 * school's data (tens of megabytes) is served as fast from 16 MB, and the process stays
 * about 140 MB smaller (issue 16, item 5).
 */
const SETTINGS = 'shared_buffers=16MB\nwal_buffers=512kB';

try {
  const db = await PGlite.create({ dataDir, postgresqlconf: SETTINGS });
  if (initOnly) {
    await db.close();
    report({ ready: true });
  } else {
    const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
    await server.start();
    parentPort.on('message', async (message) => {
      if (message !== 'close') return;
      await server.stop();
      await db.close();
      parentPort.postMessage({ closed: true });
    });
    report({ ready: true });
  }
} catch (error) {
  report({ failed: error instanceof Error ? error.message : String(error) });
}
