import { openPostgres, type Database } from './client';

/**
 * The app's database: PostgreSQL with `DATABASE_URL`, else the embedded one on its own thread.
 * Apart from client.ts, which embedded.ts builds on, so the two do not import each other.
 */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const { openEmbedded } = await import('./embedded');
  return openEmbedded(opts.dataDir);
}
