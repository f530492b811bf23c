import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app';
import { buildTestApp, signUp, type TestContext } from '../../testing/test-app';
import { safeError } from './safe-error';

/** Every line the app logs, captured through its real logger configuration. */
const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({
    deps: { logger: { ...loggerOptions('info'), stream: { write: (l: string) => lines.push(l) } } },
  });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.close();
});

describe('logs carry no personal data', () => {
  it('a registration whose query fails logs the error code and query, not the values', async () => {
    const values = {
      username: 'zanzibar-quokka',
      password: 'tangerine-velvet-51',
      email: 'okonkwo.adaeze@school.example',
      firstName: 'Adaeze',
      lastName: 'Okonkwo',
    };
    // A failing insert, as a broken migration or a full disk would make it.
    await ctx.db.db.execute(sql`alter table users add constraint no_one check (false) not valid`);
    lines.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register?utm=Adaeze',
      payload: values,
    });
    await ctx.db.db.execute(sql`alter table users drop constraint no_one`);
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('23514'); // check_violation: the code is there to diagnose
    for (const value of Object.values(values)) expect(log).not.toContain(value);
    expect(log).not.toMatch(/\$argon2id\$/);
  });

  it('a failing student insert logs none of the student’s details', async () => {
    const { cookie } = await signUp(ctx.app);
    await ctx.db.db.execute(
      sql`alter table students add constraint no_one check (false) not valid`,
    );
    lines.length = 0;
    const student = {
      firstName: 'Marisol',
      lastName: 'Quetzalli',
      email: 'marisol.q@school.example',
      parentEmail: 'q.family@home.example',
      grade: '4',
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: { cookie },
      payload: student,
    });
    await ctx.db.db.execute(sql`alter table students drop constraint no_one`);
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    for (const value of Object.values(student).filter((v) => v.length > 1))
      expect(log).not.toContain(value);
  });
});

describe('safeError', () => {
  it('keeps type, codes, constraint and the statement, drops message, params and detail', () => {
    const cause = Object.assign(new Error('new row violates check constraint "x": Bob'), {
      code: '23514',
      constraint: 'x',
      detail: 'Failing row contains (Bob, bob@example.org)',
    });
    const err = Object.assign(
      new Error('Failed query: insert into "users" values ($1)\nparams: Bob'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into "users" values ($1)',
        params: ['Bob'],
        cause,
      },
    );
    const safe = safeError(err);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23514',
      constraint: 'x',
      query: 'insert into "users" values ($1)',
    });
    expect(JSON.stringify(safe)).not.toContain('Bob');
  });
});
