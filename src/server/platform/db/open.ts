import { openPostgres, type Database } from './client';

/**
 * The app's database: PostgreSQL with `DATABASE_URL`, else the embedded one on its own thread.
 * Apart from client.ts, which embedded.ts builds on, so the two do not import each other.
 */
export async function openDatabase(
  opts: { databaseUrl: string | undefined; dataDir: string },
  /** Where the pool's connection errors go (stderr, type and code only, when unset). */
  onError?: (err: unknown) => void,
): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, undefined, onError);
  const { openEmbedded } = await import('./embedded');
  return openEmbedded(opts.dataDir, onError);
}

/**
 * A command's database (`npm run create-admin`, `admin:reset-password`): on the embedded
 * database, the one a running server holds, through its socket, since a second PGlite on the
 * same folder would corrupt it; otherwise opened as the server opens it. `attached` says a
 * server is running it, so its migrations are the server's business.
 */
export async function openDatabaseForCommand(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<{ database: Database; attached: boolean }> {
  if (!opts.databaseUrl) {
    const { attachToRunningEmbedded } = await import('./embedded');
    const running = await attachToRunningEmbedded(opts.dataDir);
    if (running) return { database: running, attached: true };
  }
  return { database: await openDatabase(opts), attached: false };
}
