import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { openEmbedded } from './embedded';
import { runMigrations } from './migrate';
import type { Database } from './client';

const dirs: string[] = [];
const open: Database[] = [];
async function embedded(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-embedded-'))) {
  dirs.push(dir);
  const database = await openEmbedded(dir);
  open.push(database);
  return { database, dir };
}

afterEach(async () => {
  for (const d of open.splice(0)) await d.close().catch(() => {});
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows as Record<string, unknown>[];

describe('the embedded database on its own thread', () => {
  it('migrates, answers through pg, and keeps its data across a restart', async () => {
    const { database, dir } = await embedded();
    expect(database.kind).toBe('embedded');
    await runMigrations(database);
    await database.db.execute(sql`create table kept (name text)`);
    await database.db.execute(sql`insert into kept values ('ada')`);
    await database.close();
    open.length = 0;

    const again = await openEmbedded(dir);
    open.push(again);
    expect(await rows(again, sql`select name from kept`)).toEqual([{ name: 'ada' }]);
    expect(await rows(again, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
  });

  it('keeps a transaction to its own connection while others wait, and rolls back on error', async () => {
    const { database } = await embedded();
    await database.db.execute(sql`create table t (n int)`);
    let outside: Promise<unknown> = Promise.resolve();
    const failed = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1)`);
        // Another connection's write arrives mid-transaction; it must not join it.
        outside = database.db.execute(sql`insert into t values (2)`);
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('abandon');
      })
      .catch((e: Error) => e.message);
    expect(await failed).toBe('abandon');
    await outside;
    expect(await rows(database, sql`select n from t order by n`)).toEqual([{ n: 2 }]);
  });

  it('lets this thread keep turning while a long query runs', async () => {
    const { database } = await embedded();
    let done = false;
    const long = database.db
      .execute(sql`select count(*) from generate_series(1, 3000000)`)
      .then(() => (done = true));
    let turnsWhileRunning = 0;
    while (!done) {
      await new Promise((r) => setImmediate(r));
      if (!done) turnsWhileRunning += 1;
    }
    await long;
    // In-process PGlite would hold the loop for the whole query: no turn until it ends.
    expect(turnsWhileRunning).toBeGreaterThan(10);
  });

  it('answers named statements again after a query fails (issue 23: 42P05 until a restart)', async () => {
    const { database } = await embedded();
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const named = () => pool.query({ name: 'kept', text: 'select $1::int as n', values: [7] });
    expect((await named()).rows).toEqual([{ n: 7 }]);
    // Each refusal ends the pool's connection; the next one meets the same PGlite session.
    const refusals: { text: string; values?: unknown[] }[] = [
      { text: 'select $1::text', values: ['a\u0000b'] },
      { text: 'select $1::date', values: ['0000-01-01'] },
      { text: 'select $1::timestamptz', values: ['-271821-04-20T00:00:00.000Z'] },
      { text: 'select $1::int', values: [2 ** 31] },
      { text: 'create table once (n int primary key); insert into once values (1), (1)' },
    ];
    for (const query of refusals) {
      await expect(pool.query(query)).rejects.toThrow();
      expect((await named()).rows).toEqual([{ n: 7 }]);
      await database.ping();
    }
  });

  it('reports a database it cannot open instead of hanging', async () => {
    const file = path.join(os.tmpdir(), `chalkwise-not-a-dir-${process.pid}`);
    fs.writeFileSync(file, 'x');
    dirs.push(file);
    await expect(openEmbedded(file)).rejects.toThrow();
  });
});
