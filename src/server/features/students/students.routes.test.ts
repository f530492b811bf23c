import { describe, expect, it } from 'vitest';
import {
  STUDENT_LIMITS,
  STUDENT_MESSAGES as M,
  type Student,
} from '../../../contracts/students.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();

const call = caller(ctx);

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  grade: '7',
  parentEmail: 'byron@example.com',
};

async function teacherWithStudent(body: object = ada) {
  const { cookie, user } = await signUp(ctx().app);
  const res = await call('POST', '/api/students', cookie, body);
  expect(res.statusCode).toBe(201);
  return { cookie, user, student: res.json() as Student };
}

const list = async (cookie: string) =>
  (await call('GET', '/api/students?limit=200', cookie)).json() as Student[];

describe('signed out', () => {
  it.each([
    ['GET', '/api/students'],
    ['POST', '/api/students'],
    ['GET', '/api/students/1'],
    ['PATCH', '/api/students/1'],
    ['DELETE', '/api/students/1'],
    ['GET', '/api/students/export.csv'],
    ['POST', '/api/students/import/preview'],
    ['POST', '/api/students/import'],
  ] as const)('%s %s answers 401 before validating anything', async (method, url) => {
    const res = await call(
      method,
      url,
      undefined,
      method === 'POST' || method === 'PATCH' ? { bad: 1 } : undefined,
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/students', () => {
  it('creates a student and lists it, with exactly the declared fields', async () => {
    const { cookie, student } = await teacherWithStudent({ ...ada, notes: '  Loves engines ' });
    expect(student).toMatchObject({ ...ada, notes: 'Loves engines' });
    expect(Object.keys(student).sort()).toEqual([
      'createdAt',
      'email',
      'firstName',
      'grade',
      'id',
      'lastName',
      'notes',
      'parentEmail',
      'updatedAt',
    ]);
    expect(student.createdAt).toBe(ctx().clock.now().toISOString());
    expect(await list(cookie)).toEqual([student]);
  });

  it('treats empty or absent emails as none and defaults notes', async () => {
    const { student } = await teacherWithStudent({
      firstName: ' Alan ',
      lastName: 'Turing',
      grade: 'K',
      email: '',
      parentEmail: null,
    });
    expect(student).toMatchObject({
      firstName: 'Alan',
      email: null,
      parentEmail: null,
      grade: 'K',
      notes: '',
    });
  });

  it.each([
    [{ ...ada, firstName: '  ' }, M.firstNameRequired],
    [{ ...ada, firstName: undefined }, M.firstNameRequired],
    [{ ...ada, lastName: '' }, M.lastNameRequired],
    [{ ...ada, lastName: 'x'.repeat(101) }, M.nameTooLong],
    [{ ...ada, email: 'not-an-email' }, M.invalidEmail],
    [{ ...ada, email: 42 }, M.invalidEmail],
    [{ ...ada, parentEmail: 'nope@' }, M.invalidParentEmail],
    [{ ...ada, grade: '13' }, M.gradeInvalid],
    [{ ...ada, grade: 7 }, M.gradeInvalid],
    [{ ...ada, grade: undefined }, M.gradeInvalid],
    [{ ...ada, notes: 'x'.repeat(2001) }, M.notesTooLong],
    [{ ...ada, firstName: ['Ada'] }, M.firstNameRequired],
  ])('refuses %j with its message', async (body, message) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/students', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await list(cookie)).toEqual([]);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/students',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(res.statusCode).toBe(400);
    expect((await call('POST', '/api/students', cookie, [1, 2])).statusCode).toBe(400);
  });

  it('refuses a second student with the same email in one class (any case) with 409', async () => {
    const { cookie } = await teacherWithStudent();
    const res = await call('POST', '/api/students', cookie, {
      ...ada,
      firstName: 'Other',
      email: 'ADA@Example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.duplicateEmail);
    expect(await list(cookie)).toHaveLength(1);
  });

  it('lets two teachers each have the same student email, and several students without email', async () => {
    await teacherWithStudent();
    const { cookie } = await teacherWithStudent();
    await call('POST', '/api/students', cookie, { ...ada, email: '' });
    await call('POST', '/api/students', cookie, { ...ada, email: null });
    expect(await list(cookie)).toHaveLength(3);
  });

  it('turns a concurrent duplicate into 409, not 500', async () => {
    const { cookie } = await signUp(ctx().app);
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/students', cookie, ada)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await list(cookie)).toHaveLength(1);
  });
});

describe('GET /api/students', () => {
  it('lists only the caller’s students, sorted by last then first name', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const [firstName, lastName] of [
      ['Zed', 'Brown'],
      ['Amy', 'Brown'],
      ['Bo', 'Adams'],
    ]) {
      await call('POST', '/api/students', cookie, { firstName, lastName, grade: '3' });
    }
    await teacherWithStudent();
    expect((await list(cookie)).map((s) => `${s.firstName} ${s.lastName}`)).toEqual([
      'Bo Adams',
      'Amy Brown',
      'Zed Brown',
    ]);
  });
});

describe('/api/students/:id', () => {
  it('reads, updates and deletes the caller’s own student', async () => {
    const { cookie, student } = await teacherWithStudent();
    expect((await call('GET', `/api/students/${student.id}`, cookie)).json()).toEqual(student);

    ctx().clock.advance(60_000);
    const patched = await call('PATCH', `/api/students/${student.id}`, cookie, {
      grade: '8',
      parentEmail: '',
      notes: 'Moved up',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      ...ada,
      grade: '8',
      parentEmail: null,
      notes: 'Moved up',
    });
    expect(patched.json().updatedAt).not.toBe(student.createdAt);

    expect((await call('DELETE', `/api/students/${student.id}`, cookie)).json()).toEqual({
      ok: true,
    });
    expect((await call('GET', `/api/students/${student.id}`, cookie)).statusCode).toBe(404);
    expect(await list(cookie)).toEqual([]);
  });

  it('keeps its own email on update but refuses another student’s (409)', async () => {
    const { cookie, student } = await teacherWithStudent();
    const other = (
      await call('POST', '/api/students', cookie, { ...ada, email: 'other@example.com' })
    ).json();
    expect(
      (await call('PATCH', `/api/students/${student.id}`, cookie, { email: 'ADA@example.com' }))
        .statusCode,
    ).toBe(200);
    const res = await call('PATCH', `/api/students/${other.id}`, cookie, {
      email: 'ada@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.duplicateEmail);
    expect((await call('GET', `/api/students/${other.id}`, cookie)).json().email).toBe(
      'other@example.com',
    );
  });

  it.each([
    [{ firstName: '' }, M.firstNameRequired],
    [{ grade: 'Z' }, M.gradeInvalid],
    [{ email: 'bad' }, M.invalidEmail],
  ])('PATCH refuses %j with its message and changes nothing', async (body, message) => {
    const { cookie, student } = await teacherWithStudent();
    const res = await call('PATCH', `/api/students/${student.id}`, cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call('GET', `/api/students/${student.id}`, cookie)).json()).toEqual(student);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %j', async (id) => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('GET', `/api/students/${id}`, cookie)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await call(
        method,
        '/api/students/999999',
        cookie,
        method === 'PATCH' ? { grade: '1' } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
  });

  it('answers 404 for another teacher’s student and changes nothing', async () => {
    const { cookie: owner, student } = await teacherWithStudent();
    const { cookie: intruder } = await signUp(ctx().app);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await call(
        method,
        `/api/students/${student.id}`,
        intruder,
        method === 'PATCH' ? { firstName: 'Hacked' } : undefined,
      );
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/students/${student.id}`, owner)).json()).toEqual(student);
    expect(await list(intruder)).toEqual([]);
  });
});

const CSV_HEADER = 'First Name,Last Name,Email,Grade,Parent Email';

describe('CSV import', () => {
  it('previews rows with per-row errors and saves nothing', async () => {
    const { cookie } = await teacherWithStudent();
    const csv = [
      `\uFEFF${CSV_HEADER},Locker`,
      'Grace,Hopper,grace@example.com,Grade 9,"hopper, family@example.com"',
      '',
      ',Nameless,nameless@example.com,4,',
      'Bad,Email,not-an-email,4,',
      'Big,Grade,big@example.com,13,',
      'Grace,Again,GRACE@example.com,9,',
      'Ada,Copy,ada@example.com,7,',
      '"Smith, Jr.",Will,will@example.com,k,,B12',
    ].join('\r\n');
    const res = await call('POST', '/api/students/import/preview', cookie, { csv });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ignoredColumns).toEqual(['Locker']);
    expect(body.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, [M.invalidParentEmail]],
      [4, [M.firstNameRequired]],
      [5, [M.invalidEmail]],
      [6, [M.gradeInvalid]],
      [7, [M.rowDuplicateInFile(2)]],
      [8, [M.rowDuplicateExisting]],
      [9, []],
    ]);
    expect(body.rows[6]).toMatchObject({
      firstName: 'Smith, Jr.',
      lastName: 'Will',
      grade: 'K',
      parentEmail: null,
    });
    expect(body).toMatchObject({ validCount: 1, errorCount: 6 });
    expect(await list(cookie)).toHaveLength(1);
  });

  it('imports every row in one go and answers what was saved', async () => {
    const { cookie } = await signUp(ctx().app);
    const csv = `${CSV_HEADER}\nGrace,Hopper,grace@example.com,9,\n"Lovelace",Ada,,K,family@example.com\n`;
    expect(
      (await call('POST', '/api/students/import/preview', cookie, { csv })).json(),
    ).toMatchObject({ validCount: 2, errorCount: 0 });
    expect(await list(cookie)).toEqual([]);
    const res = await call('POST', '/api/students/import', cookie, { csv });
    expect(res.statusCode).toBe(201);
    expect(res.json().imported).toBe(2);
    expect(
      (await list(cookie)).map((s) => [s.firstName, s.lastName, s.email, s.grade, s.parentEmail]),
    ).toEqual([
      ['Lovelace', 'Ada', null, 'K', 'family@example.com'],
      ['Grace', 'Hopper', 'grace@example.com', '9', null],
    ]);
  });

  it('refuses the whole file when any row has an error, saving nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const csv = `${CSV_HEADER}\nGrace,Hopper,grace@example.com,9,\nAlan,Turing,alan@example.com,9,\nBad,Row,bad,9,\n`;
    const res = await call('POST', '/api/students/import', cookie, { csv });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.csvHasErrors);
    expect(await list(cookie)).toEqual([]);
  });

  it('refuses an import that duplicates the class, and a repeat of the same import', async () => {
    const { cookie } = await signUp(ctx().app);
    const csv = `${CSV_HEADER}\nGrace,Hopper,grace@example.com,9,\n`;
    expect((await call('POST', '/api/students/import', cookie, { csv })).statusCode).toBe(201);
    expect((await call('POST', '/api/students/import', cookie, { csv })).statusCode).toBe(422);
    expect(await list(cookie)).toHaveLength(1);
  });

  it('saves nothing when a concurrent add takes an email mid-import (one transaction)', async () => {
    const { cookie } = await signUp(ctx().app);
    const rows = Array.from({ length: 200 }, (_, i) => `S${i},Student,s${i}@example.com,5,`);
    const csv = `${CSV_HEADER}\n${rows.join('\n')}\n`;
    const [imported, added] = await Promise.all([
      call('POST', '/api/students/import', cookie, { csv }),
      call('POST', '/api/students', cookie, {
        firstName: 'Late',
        lastName: 'Comer',
        grade: '5',
        email: 's199@example.com',
      }),
    ]);
    const count = (await list(cookie)).length;
    // Whichever wins, the import is either all 200 rows or none of them.
    if (imported.statusCode === 201) expect(count).toBe(added.statusCode === 201 ? 201 : 200);
    else {
      expect([409, 422]).toContain(imported.statusCode);
      expect(count).toBe(1);
    }
  });

  it.each([
    ['', M.csvRequired],
    ['   \n\n', M.csvRequired],
    ['Ada,Lovelace,ada@example.com\n', M.csvNoHeader],
    [`${CSV_HEADER}\n\n,,,,\n`, M.csvNoRows],
    [`${CSV_HEADER}\nAda,"Lovelace,7\n`, M.csvUnclosedQuote(2)],
  ])('answers 400 for the file %j', async (csv, message) => {
    const { cookie } = await signUp(ctx().app);
    for (const url of ['/api/students/import/preview', '/api/students/import']) {
      const res = await call('POST', url, cookie, { csv });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it.each([[{}], [{ csv: 5 }], [{ csv: ['a'] }]])('answers 400 for the body %j', async (body) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/students/import/preview', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.csvRequired);
  });

  it('answers 413 for too many rows or characters, and for a huge body', async () => {
    const { cookie } = await signUp(ctx().app);
    const rows = Array.from({ length: STUDENT_LIMITS.csvRows + 1 }, (_, i) => `A${i},B,,1,`);
    const tooMany = await call('POST', '/api/students/import/preview', cookie, {
      csv: `${CSV_HEADER}\n${rows.join('\n')}`,
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(M.csvTooLarge);

    const longCsv = `${CSV_HEADER}\nAda,Lovelace,,1,${'x'.repeat(STUDENT_LIMITS.csvChars)}\n`;
    const tooLong = await call('POST', '/api/students/import', cookie, { csv: longCsv });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().message).toBe(M.csvTooLarge);

    const huge = await call('POST', '/api/students/import', cookie, {
      csv: 'x'.repeat(STUDENT_LIMITS.csvChars * 5),
    });
    expect(huge.statusCode).toBe(413);
    expect(await list(cookie)).toEqual([]);
  });
});

describe('GET /api/students/export.csv', () => {
  it('downloads the caller’s roster with formula cells escaped and awkward cells quoted', async () => {
    const { cookie } = await teacherWithStudent();
    await call('POST', '/api/students', cookie, {
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Smith, Jr.',
      grade: 'K',
      notes: '@risk\n+1 "star"',
    });
    await teacherWithStudent({ ...ada, firstName: 'NotMine' });
    const res = await call('GET', '/api/students/export.csv', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    expect(res.body).toBe(
      '\uFEFFFirst Name,Last Name,Email,Grade,Parent Email,Notes\r\n' +
        'Ada,Lovelace,ada@example.com,7,byron@example.com,\r\n' +
        `"'=HYPERLINK(""http://x"")","Smith, Jr.",,K,,"'@risk\n+1 ""star"""\r\n`,
    );
  });

  it('re-imports into another class unchanged', async () => {
    const { cookie } = await teacherWithStudent({
      ...ada,
      firstName: '-Ada',
      notes: '=1+1, "two"',
    });
    const csv = (await call('GET', '/api/students/export.csv', cookie)).body;
    const { cookie: other } = await signUp(ctx().app);
    expect((await call('POST', '/api/students/import', other, { csv })).statusCode).toBe(201);
    const [copy] = await list(other);
    expect(copy).toMatchObject({ ...ada, firstName: '-Ada', notes: '=1+1, "two"' });
  });

  it('is a header only for an empty class', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('GET', '/api/students/export.csv', cookie)).body).toBe(
      '\uFEFFFirst Name,Last Name,Email,Grade,Parent Email,Notes\r\n',
    );
  });
});
