// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs its
// queries here and serves them over the PostgreSQL wire protocol on a private Unix socket, so a
// slow query occupies this thread and never the one answering HTTP. Plain JavaScript because
// Node loads a worker's entry itself, the same under tsx, vitest and the compiled server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// `initOnly`: create a new database and stop. Creating one runs initdb in a WebAssembly memory
// of its own that the thread keeps; a thread of its own gives those megabytes back on exit.
const { dataDir, socketPath, maxConnections } = workerData;

/**
 * PGlite's default shared_buffers is PostgreSQL's 128 MB, all of it touched in memory; one
 * school's data (tens of megabytes) is served as fast from 16 MB, and the process stays
 * about 140 MB smaller (issue 16, item 5).
 */
const SETTINGS = 'shared_buffers=16MB\nwal_buffers=512kB';

try {
  const db = await PGlite.create({ dataDir, postgresqlconf: SETTINGS });
  if (workerData.initOnly) {
    await db.close();
    parentPort.postMessage({ ready: true });
  } else {
    const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
    await server.start();
    parentPort.on('message', async (message) => {
      if (message !== 'close') return;
      await server.stop();
      await db.close();
      parentPort.postMessage({ closed: true });
    });
    parentPort.postMessage({ ready: true });
  }
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
