import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller, sessionCookieOf, signUp, useTestApp } from '../../testing/test-app';
import { rosterZip, type RosterFixture } from './interop.fixtures';

/** Who may import how much, how often, and what a failure part way leaves (issue 37 item 3). */
const ctx = useTestApp();
const call = caller(ctx);
const PREVIEW = '/api/students/import/oneroster/preview';
const IMPORT = '/api/students/import/oneroster';

const upload = (url: string, cookie: string, file: Uint8Array) =>
  ctx().app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/zip', cookie },
    payload: Buffer.from(file),
  });

const people = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({
    sourcedId: `s-${from + i}`,
    givenName: `Zoë ${from + i}`,
    familyName: 'O’Neil-Ångström',
    grades: '05',
  }));

const oneClass = (students: number): RosterFixture => ({
  users: [
    { sourcedId: 't-1', givenName: 'Grace', familyName: 'Hopper', role: 'teacher' },
    ...people(students),
  ],
  classes: [{ sourcedId: 'c-1', title: 'Period 3 Math', grades: '05' }],
  enrollments: [
    { classSourcedId: 'c-1', userSourcedId: 't-1', role: 'teacher' },
    ...people(students).map((p) => ({
      classSourcedId: 'c-1',
      userSourcedId: p.sourcedId,
      role: 'student',
    })),
  ],
});

const studentCount = async (cookie: string) =>
  ((await call('GET', '/api/students?limit=100', cookie)).json() as unknown[]).length;

describe('OneRoster import limits', () => {
  it('takes 10 imports an hour from one teacher, then answers 429 with Retry-After', async () => {
    const { cookie } = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const file = rosterZip(oneClass(2));
    for (let i = 0; i < 10; i++) expect((await upload(IMPORT, cookie, file)).statusCode).toBe(200);
    const refused = await upload(IMPORT, cookie, file);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'interop.roster_import_limit',
      message: 'A roster can be imported at most 10 times an hour. Please try again later.',
    });
    // Previews are not imports, and another teacher has their own count.
    expect((await upload(PREVIEW, cookie, file)).statusCode).toBe(200);
    expect((await upload(IMPORT, other.cookie, file)).statusCode).toBe(200);
  });

  it('does not count a refused file against the teacher', async () => {
    const { cookie } = await signUp(ctx().app);
    for (let i = 0; i < 11; i++)
      expect((await upload(IMPORT, cookie, Buffer.from('not a zip'))).statusCode).toBe(400);
    expect((await upload(IMPORT, cookie, rosterZip(oneClass(1)))).statusCode).toBe(200);
  });

  it('runs one import per teacher at a time: a second one at once is a 429', async () => {
    const { cookie, user } = await signUp(ctx().app);
    // Large enough that the first import is still writing when the second arrives, even on a busy
    // machine (with 40 the first could finish before the second was read).
    const file = rosterZip(oneClass(400));
    const answers = await Promise.all([upload(IMPORT, cookie, file), upload(IMPORT, cookie, file)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    const busy = answers.find((a) => a.statusCode === 429)!;
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toMatchObject({
      code: 'interop.roster_import_running',
      message: 'Your last roster import is still running. Wait for it to finish.',
    });
    // Counted in the database: the list answers at most 100 rows a page.
    const { rows } = await ctx().db.db.execute(
      sql`select count(*)::int as n from students where owner_id = ${user.id}`,
    );
    expect((rows[0] as { n: number }).n).toBe(400);
  });

  it('holds a guest to a class or two: more rows or a larger zip are refused, nothing saved', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/guest-login',
      remoteAddress: '10.9.3.7',
    });
    const guest = sessionCookieOf(res)!;
    // A guest starts with a demo class.
    const seeded = await studentCount(guest);
    const big = rosterZip(oneClass(300));
    for (const url of [PREVIEW, IMPORT]) {
      const refused = await upload(url, guest, big);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(
        'users.csv has more than 300 rows, the most a guest account imports; sign in as a teacher for a whole school.',
      );
    }
    const heavy = await upload(IMPORT, guest, Buffer.alloc(1024 * 1024 + 1, 1));
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json().code).toBe('interop.roster_guest_too_large');
    expect(await studentCount(guest)).toBe(seeded);
    // A class fits, and a teacher's account takes the file the guest could not.
    expect((await upload(IMPORT, guest, rosterZip(oneClass(25)))).statusCode).toBe(200);
    const { cookie } = await signUp(ctx().app);
    expect((await upload(IMPORT, cookie, big)).statusCode).toBe(200);
  });
});

describe('OneRoster import written in batches', () => {
  it('undoes a failure part way: changed classes get their name, members and seats back', async () => {
    const { cookie } = await signUp(ctx().app);
    const first = oneClass(3);
    expect((await upload(IMPORT, cookie, rosterZip(first))).statusCode).toBe(200);
    const [cls] = (await call('GET', '/api/classes?limit=10', cookie)).json() as { id: number }[];
    const detail = (await call('GET', `/api/classes/${cls!.id}`, cookie)).json();
    const seats = (detail.students as { id: number }[]).map((s, i) => ({
      studentId: s.id,
      seat: i + 2,
    }));
    expect((await call('PUT', `/api/classes/${cls!.id}/seats`, cookie, { seats })).statusCode).toBe(
      200,
    );
    const before = {
      cls: (await call('GET', `/api/classes/${cls!.id}`, cookie)).json(),
      students: (await call('GET', '/api/students?limit=100', cookie)).json(),
    };

    // The re-import renames the class, drops s-0, adds two new students and creates a class
    // the database refuses, after the rest was written.
    await ctx().db.db.execute(sql`
      create function refuse_explode() returns trigger language plpgsql as $$
      begin
        if new.name = 'Explode' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await ctx().db.db.execute(
      sql`create trigger refuse_explode before insert on classes for each row execute function refuse_explode()`,
    );
    try {
      const next: RosterFixture = {
        users: [...first.users, ...people(2, 3)],
        classes: [
          { sourcedId: 'c-1', title: 'Period 3 Math (renamed)', grades: '05' },
          { sourcedId: 'c-2', title: 'Explode', grades: '05' },
        ],
        enrollments: [
          ...first.enrollments.filter((e) => e.userSourcedId !== 's-0'),
          ...people(2, 3).map((p) => ({
            classSourcedId: 'c-1',
            userSourcedId: p.sourcedId,
            role: 'student',
          })),
          { classSourcedId: 'c-2', userSourcedId: 't-1', role: 'teacher' },
          { classSourcedId: 'c-2', userSourcedId: 's-1', role: 'student' },
        ],
      };
      const res = await upload(IMPORT, cookie, rosterZip(next));
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx().db.db.execute(sql`drop trigger refuse_explode on classes`);
      await ctx().db.db.execute(sql`drop function refuse_explode()`);
    }
    const after = (await call('GET', `/api/classes/${cls!.id}`, cookie)).json();
    expect({ ...after, updatedAt: null }).toEqual({ ...before.cls, updatedAt: null });
    expect((await call('GET', '/api/students?limit=100', cookie)).json()).toEqual(
      before.students.map((s: object) => ({ ...s })),
    );
  });
});
