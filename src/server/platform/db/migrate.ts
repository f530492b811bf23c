import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every instance takes before migrating: two instances started together on an
 * empty database both saw no migration applied and both ran the first one, and one failed on
 * "relation already exists" (issue 37 item 15). The second now waits, then finds nothing to do.
 */
export const MIGRATION_LOCK_KEY = 0x63_68_6b_77; // "chkw"

/** Applies the committed SQL migrations; the PGlite and pg migrators read the same folder. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The handle is typed as node-postgres for repositories; the PGlite migrator wants its own.
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // The embedded database belongs to one server process, so only PostgreSQL has rivals.
  if (database.kind === 'embedded') {
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // A session lock, so it must be taken, used and released on one connection of the pool.
  // Drizzle's handle keeps its pool as `$client`; its declared type leaves it out.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
