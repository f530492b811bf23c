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
