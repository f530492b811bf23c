import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Autovacuum's default thresholds: a table is analyzed or vacuumed past base + scale x rows. */
const ANALYZE_AT = { base: 50, scale: 0.1 };
const VACUUM_AT = { base: 50, scale: 0.2 };

/**
 * Autovacuum's work, for the embedded database, which has none: PGlite runs PostgreSQL as a
 * single session without background workers. Without it the planner never learns that a table
 * has grown (the first page of 10,000 lessons took three times as long as of 10:
 * bench/data.bench.ts) and deleted rows are never reclaimed. Only tables past autovacuum's own
 * thresholds are touched, one statement each; on one school's data each takes milliseconds.
 */
export async function tidyTables(db: Db): Promise<{ analyzed: string[]; vacuumed: string[] }> {
  // A session's table counters reach pg_stat_user_tables when it next goes idle, which the
  // embedded database's one busy session rarely does: flush them first.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
  const due = await db.execute<{ name: string; analyze: boolean; vacuum: boolean }>(sql`
    select relname as name,
      n_mod_since_analyze > ${ANALYZE_AT.base} + ${ANALYZE_AT.scale}::float8 * n_live_tup as analyze,
      n_dead_tup > ${VACUUM_AT.base} + ${VACUUM_AT.scale}::float8 * n_live_tup as vacuum
    from pg_stat_user_tables where schemaname = 'public' order by relname`);
  const analyzed: string[] = [];
  const vacuumed: string[] = [];
  for (const table of due.rows) {
    if (table.vacuum) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`);
      vacuumed.push(table.name);
    } else if (table.analyze) {
      await db.execute(sql`analyze ${sql.identifier(table.name)}`);
      analyzed.push(table.name);
    }
  }
  return { analyzed, vacuumed };
}
