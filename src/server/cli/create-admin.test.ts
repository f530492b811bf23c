import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
const cli = (...args: string[]) =>
  run('node_modules/.bin/tsx', ['src/server/cli/create-admin.ts', ...args], { env }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      out: e.stdout + e.stderr,
    }),
  );

describe('npm run create-admin', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an administrator, refuses a second with the same name, and checks its input', async () => {
    const made = await cli('--username', 'principal', '--password', 'a long passphrase');
    expect(made.out).toContain('Administrator "principal" created');
    expect(made.code).toBe(0);

    const again = await cli('--username', 'Principal', '--password', 'another passphrase');
    expect(again.code).toBe(1);
    expect(again.out).toContain('already exists');

    const short = await cli('--username', 'pr', '--password', 'a long passphrase');
    expect(short.code).toBe(2);
    expect(short.out).toContain('Username must be at least 3 characters');

    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      const rows = await db.query<{ username: string; role: string; password_hash: string }>(
        'select username, role, password_hash from users',
      );
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]).toMatchObject({ username: 'principal', role: 'admin' });
      expect(rows.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await db.close();
    }
  }, 60_000);
});
