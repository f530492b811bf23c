import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { scheduleUpkeep } from '../../startup';
import { MINUTE } from '../clock';
import { tidyTables } from './upkeep';

const ctx = useTestApp();

async function statsOf(table: string) {
  const db = ctx().db.db;
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await db.execute<{ analyzed: boolean; dead: number; live: number }>(sql`
    select (last_analyze is not null or last_autoanalyze is not null) as analyzed,
      n_dead_tup::int as dead, n_live_tup::int as live
    from pg_stat_user_tables where relname = ${table}`);
  return rows[0]!;
}

describe('embedded database upkeep', () => {
  it('analyzes a table that grew, vacuums one that lost rows, and leaves quiet ones alone', async () => {
    const db = ctx().db.db;
    const { user } = await signUp(ctx().app);
    // On PostgreSQL, autovacuum must not do the work first (this test's database is its own).
    await db.execute(sql`alter table students set (autovacuum_enabled = false)`);
    await db.execute(sql`
      insert into students (owner_id, first_name, last_name, grade, notes, created_at, updated_at)
      select ${user.id}, 'F' || i, 'L' || i, '5', '', now(), now() from generate_series(1, 400) i`);

    const first = await tidyTables(db);
    expect(first.analyzed.concat(first.vacuumed)).toContain('students');
    expect(await statsOf('students')).toMatchObject({ analyzed: true, live: 400 });
    // Nothing changed since: nothing is due.
    const second = await tidyTables(db);
    expect(second.analyzed.concat(second.vacuumed)).not.toContain('students');

    await db.execute(
      sql`delete from students where owner_id = ${user.id} and first_name like 'F1%'`,
    );
    expect((await statsOf('students')).dead).toBeGreaterThan(100);
    const third = await tidyTables(db);
    expect(third.vacuumed).toContain('students');
    expect(await statsOf('students')).toMatchObject({ dead: 0 });
  });

  it('runs at start and every ten minutes until stopped, and logs a failure instead of throwing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const execute = vi.fn().mockRejectedValue(new Error('database closed'));
    const log = { debug: vi.fn(), error: vi.fn() };
    try {
      const stop = scheduleUpkeep({ execute } as never, log as never);
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
      vi.advanceTimersByTime(10 * MINUTE);
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2));
      stop();
      vi.advanceTimersByTime(60 * MINUTE);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(log.error).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
