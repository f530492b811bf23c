import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPostgres, wrapPglite, type Database } from '../platform/db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the migrated
 * template, or, with TEST_DATABASE_URL, a real PostgreSQL database copied from the template.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('postgresTemplate');
  if (url && pgTemplate) {
    const name = `chalkwise_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${pgTemplate}`);
    } finally {
      await admin.end();
    }
    const database = openPostgres(withDatabase(url, name), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  const loadDataDir = new Blob([fs.readFileSync(file)]);
  return await wrapPglite(await PGlite.create({ loadDataDir }));
}

/** A fresh database around one test file (beforeAll/afterAll), handed out lazily. */
export function useTestDatabase() {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  return () => {
    if (!database) throw new Error('test database not ready');
    return database;
  };
}
