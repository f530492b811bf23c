import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the committed SQL migrations; the PGlite and pg migrators read the same folder. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The handle is typed as node-postgres for repositories; the PGlite migrator wants its own.
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
  }
}
