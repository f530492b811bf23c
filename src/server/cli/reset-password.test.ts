import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openEmbedded } from '../platform/db/embedded';
import { openPostgres, type Database } from '../platform/db/client';
import { runMigrations } from '../platform/db/migrate';
import { createAuthRepository } from '../features/auth/auth.repository';
import { hashPassword, verifyPassword } from '../features/auth/password';
import { withDatabase } from '../testing/global-setup';

// Issue 32 item 1: `npm run admin:reset-password -- <username>` while the server runs.
const run = promisify(execFile);
const cli = (env: Record<string, string>, ...args: string[]) =>
  run('node_modules/.bin/tsx', ['src/server/cli/reset-password.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      out: e.stdout + e.stderr,
    }),
  );

const TEMPORARY =
  /Temporary password for "Siobhan\.ONeill-Ortiz": ([a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5})/;

/** A teacher with a password and two sessions, as the running server would have them. */
async function seedTeacher(database: Database) {
  const repo = createAuthRepository(database.db);
  const user = (await repo.insertUser({
    username: 'Siobhan.ONeill-Ortiz',
    passwordHash: await hashPassword('maple-syrup-42'),
    role: 'user',
  }))!;
  const now = new Date();
  await repo.insertSession({ tokenHash: 'a'.repeat(64), userId: user.id, now });
  await repo.insertSession({ tokenHash: 'b'.repeat(64), userId: user.id, now });
  return user;
}

/** Runs the command against a database another process holds, and checks what changed. */
async function resetAndCheck(database: Database, env: Record<string, string>, attached = false) {
  const user = await seedTeacher(database);
  const repo = createAuthRepository(database.db);

  const done = await cli(env, 'siobhan.oneill-ortiz');
  expect(done.out).toMatch(TEMPORARY);
  expect(done.out).toContain('They must choose a new password when they sign in.');
  expect(done.code).toBe(0);
  expect(done.out.includes("The running server's database")).toBe(attached);
  const temporary = TEMPORARY.exec(done.out)![1]!;

  const row = (await repo.findUserById(user.id))!;
  expect(row.mustChangePassword).toBe(true);
  expect(await verifyPassword(row.passwordHash!, temporary)).toBe(true);
  expect(await verifyPassword(row.passwordHash!, 'maple-syrup-42')).toBe(false);
  expect(await repo.findSessionWithUser('a'.repeat(64))).toBeUndefined();
  expect(await repo.findSessionWithUser('b'.repeat(64))).toBeUndefined();

  const unknown = await cli(env, 'nobody-here');
  expect(unknown.code).toBe(1);
  expect(unknown.out).toContain('No user is named "nobody-here"; nothing changed.');
  const usage = await cli(env);
  expect(usage.code).toBe(2);
  expect(usage.out).toContain('Usage: npm run admin:reset-password -- <username>');
}

describe('npm run admin:reset-password on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-reset-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('resets through the running server, and by itself once the server has stopped', async () => {
    // The "server": this process holds the embedded database, as `npm start` does.
    const server = await openEmbedded(dataDir);
    try {
      await runMigrations(server);
      // Its hot statements are prepared, as a serving server's are.
      await server.ping();
      await resetAndCheck(server, env, true);
      // The server's own connection still answers, prepared statements included.
      await server.ping();
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'embedded-socket'))).toBe(false);

    // No server now: the command opens the folder itself.
    const again = await cli(env, 'SIOBHAN.ONEILL-ORTIZ');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(TEMPORARY);
    expect(again.out).not.toContain("The running server's database");
  }, 120_000);
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('npm run admin:reset-password on PostgreSQL', () => {
  it('resets the account while another process holds connections', async () => {
    const name = `chalkwise_cli_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const databaseUrl = withDatabase(url!, name);
    const server = openPostgres(databaseUrl, 3);
    try {
      await resetAndCheck(server, { DATABASE_URL: databaseUrl });
    } finally {
      await server.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
