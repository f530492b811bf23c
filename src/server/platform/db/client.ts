import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { safeError } from '../logging/safe-error';
import * as schema from './schema/index';

/**
 * Both drivers speak the same Postgres dialect through Drizzle; we type the handle as the
 * node-postgres flavour so repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /**
   * How the app reaches it: PGlite in this thread (tests, benches), PostgreSQL, or the embedded
   * PGlite on its own thread, spoken to through `pg` like PostgreSQL.
   */
  kind: 'pglite' | 'postgres' | 'embedded';
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite in this thread, for tests and benches. Its modules load only here, so a server on
 * PostgreSQL or on the embedded thread does not carry them (issue 16, item 5: memory).
 */
export async function wrapPglite(client: PGlite): Promise<Database> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  return wrapPglite(client);
}

/**
 * A named statement, as the hot queries are: the health check proves the database still answers
 * them, which a plain `select 1` did not (issue 23: every prepared query failed while it passed).
 */
const PING = { name: 'chalkwise_ping', text: 'select 1 as ok' };

/** Where pool errors go when no logger is named: one line on stderr, type and code only. */
export function poolErrorToStderr(err: unknown) {
  console.error(JSON.stringify({ msg: 'database connection error', err: safeError(err) }));
}

export function connectPostgres(
  options: pg.PoolConfig,
  kind: 'postgres' | 'embedded' = 'postgres',
  onError: (err: unknown) => void = poolErrorToStderr,
): Database {
  const pool = new pg.Pool({
    ...options,
    // `pool.query` ends a connection after any error in it. PostgreSQL then starts a new session,
    // but the embedded database is one session behind every socket: the old connection's named
    // statements are still there, and preparing them again failed every signed-in request with
    // 42P05 until a restart. A new connection starts from none, as on PostgreSQL.
    // pg-pool awaits the hook's promise before handing the connection out (its types say void).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    ...(kind === 'embedded' ? { onConnect: (client) => client.query('DEALLOCATE ALL') } : {}),
  });
  // An idle client losing its connection must not crash the process, nor go unseen: the
  // caller's logger hears of it (through safeError, so no query values reach the log).
  pool.on('error', (err) => onError(err));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind,
    ping: async () => {
      await pool.query(PING);
    },
    close: () => pool.end(),
  };
}

export const openPostgres = (url: string, max = 10, onError?: (err: unknown) => void) =>
  connectPostgres({ connectionString: url, max }, 'postgres', onError);
