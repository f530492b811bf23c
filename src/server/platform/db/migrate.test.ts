import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../testing/global-setup';
import { openPostgres } from './client';
import { runMigrations } from './migrate';

const url = process.env.TEST_DATABASE_URL;

/**
 * Instances started together on an empty PostgreSQL database (issue 37 item 15): without a lock
 * each saw no migration applied, both ran the first one, and one failed to start.
 */
describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('three instances migrating one empty database at once all start, and each migration runs once', async () => {
    const name = `chalkwise_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const instances = [1, 2, 3].map(() => openPostgres(withDatabase(url!, name), 3));
    try {
      const outcomes = await Promise.allSettled(instances.map((db) => runMigrations(db)));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const check = new pg.Client({ connectionString: withDatabase(url!, name) });
      await check.connect();
      const applied = await check.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      await check.end();
      expect(applied.rows.length).toBeGreaterThan(10);
      expect(applied.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
